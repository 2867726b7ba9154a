import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { API_PREFIX, api } from '@vsp/contract';
import { ADMIN, createUser, request, signIn, startTestServer, type TestServer } from '../../test/server';

const TSX = path.resolve(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const STATIC_RUN = path.resolve(__dirname, '..', '..', 'test', 'static-run.ts');

let t: TestServer;
let web: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A remote's manifest as its build writes it, reduced to what the server reads. */
const manifest = (name: string) =>
  JSON.stringify({
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'routes', assets: { js: { sync: [`__federation_expose_routes.${name}00000.js`], async: [] } } }],
  });

// What the builds write beside a text file: the same bytes, compressed.
const BUNDLE = 'console.log("the shell");'.repeat(100);

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-web-'));
  write(path.join(web, 'shell', 'index.html'), '<html>shell</html>');
  write(
    path.join(web, 'shell', 'preload-hints.json'),
    JSON.stringify({
      firstScreen: [
        { href: api.auth.me.path(), as: 'fetch' },
        { href: '/main.0123456789.js', as: 'script' },
      ],
      signedIn: [
        { href: api.site.remotes.path(), as: 'fetch' },
        { href: '/signed-in.0123456789.js', as: 'script' },
      ],
    }),
  );
  write(path.join(web, 'shell', 'main.0123456789.js'), 'console.log(1)');
  write(path.join(web, 'shell', 'main.0123456789.js.map'), '{"sources":["App.tsx"]}');
  write(path.join(web, 'shell', 'bundle.0123456789.js'), BUNDLE);
  fs.writeFileSync(path.join(web, 'shell', 'bundle.0123456789.js.gz'), zlib.gzipSync(BUNDLE));
  fs.writeFileSync(path.join(web, 'shell', 'bundle.0123456789.js.br'), zlib.brotliCompressSync(BUNDLE));
  write(path.join(web, 'evaluator', 'remoteEntry.js'), 'var evaluator;');
  write(path.join(web, 'evaluator', 'remoteEntry.js.map'), '{"sources":["routes.tsx"]}');
  write(path.join(web, 'evaluator', 'mf-manifest.json'), manifest('evaluator'));
  write(path.join(web, 'admin', 'mf-manifest.json'), manifest('admin'));
  write(path.join(web, 'secret.js'), 'outside the served folders');
  fs.symlinkSync('loop.js', path.join(web, 'shell', 'loop.js'));
  t = await startTestServer({ web: { shell: path.join(web, 'shell'), evaluator: path.join(web, 'evaluator'), admin: path.join(web, 'admin') } });
  await createUser(t.db, { username: 'eva' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('serving the built frontends', () => {
  it('answers the shell for client routes, revalidated on every visit', async () => {
    for (const url of ['/', '/scoring/4', '/admin']) {
      const response = await t.server.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.payload).toBe('<html>shell</html>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches content-hashed files for good', async () => {
    const response = await t.server.inject('/main.0123456789.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves source maps, even when a build left them in the folder', async () => {
    for (const url of ['/main.0123456789.js.map', '/remotes/evaluator/remoteEntry.js.map', '/MAIN.0123456789.JS.MAP']) {
      const response = await t.server.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.payload).not.toContain('sources');
    }
  });

  it('keeps unknown API paths and missing files as 404', async () => {
    const cookie = await signIn(t.server, 'eva');
    expect((await request(t.server, cookie, { method: 'GET', url: `${API_PREFIX}nothing` })).statusCode).toBe(404);
    expect((await t.server.inject('/missing.js')).statusCode).toBe(404);
  });

  it('serves the evaluator remote to anyone and the admin remote to administrators only', async () => {
    expect((await t.server.inject('/remotes/evaluator/mf-manifest.json')).statusCode).toBe(200);
    expect((await t.server.inject('/remotes/admin/mf-manifest.json')).statusCode).toBe(401);
    const eva = await signIn(t.server, 'eva');
    expect((await request(t.server, eva, { method: 'GET', url: '/remotes/admin/mf-manifest.json' })).statusCode).toBe(403);
    const admin = await signIn(t.server, ADMIN.username, ADMIN.password);
    expect((await request(t.server, admin, { method: 'GET', url: '/remotes/admin/mf-manifest.json' })).statusCode).toBe(200);
  });
});

describe('compressed answers', () => {
  it('serves the build\'s brotli or gzip copy of a file to a browser that accepts it, and the file itself otherwise', async () => {
    const url = '/bundle.0123456789.js';
    const brotli = await t.server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE);
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/);

    const gzip = await t.server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await t.server.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(BUNDLE);
  });
});

describe('caching', () => {
  it('revalidates a remote\'s manifest and entry by their ETag: an unchanged one answers 304 without a body', async () => {
    for (const url of ['/remotes/evaluator/mf-manifest.json', '/remotes/evaluator/remoteEntry.js']) {
      const first = await t.server.inject(url);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toBeTruthy();
      const again = await t.server.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.payload).toBe('');
    }
  });
});

describe('preload hints for a signed-in first screen', () => {
  const links = (response: { headers: Record<string, unknown> }) => String(response.headers.link ?? '').split(', ').filter(Boolean);

  it('hints nothing beyond the page to a browser without a session: the sign-in page needs no more', async () => {
    expect((await t.server.inject('/')).headers.link).toBeUndefined();
    expect((await t.server.inject('/scoring/4')).headers.link).toBeUndefined();
  });

  it('hints the page\'s own first reads and scripts, then the signed-in frame and the evaluator remote (manifest, entry, routes) to a signed-in evaluator', async () => {
    const eva = await signIn(t.server, 'eva');
    for (const url of ['/', '/scoring/4']) {
      const response = await request(t.server, eva, { method: 'GET', url });
      expect(response.payload).toBe('<html>shell</html>');
      expect(links(response)).toEqual([
        `<${api.auth.me.path()}>; rel=preload; as=fetch; crossorigin=use-credentials`,
        '</main.0123456789.js>; rel=preload; as=script',
        `<${api.site.remotes.path()}>; rel=preload; as=fetch; crossorigin=use-credentials`,
        '</signed-in.0123456789.js>; rel=preload; as=script',
        '</remotes/evaluator/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
        '</remotes/evaluator/remoteEntry.js>; rel=preload; as=script',
        '</remotes/evaluator/__federation_expose_routes.evaluator00000.js>; rel=preload; as=script',
      ]);
    }
  });

  it('hints no remote for the administration pages: a cookie does not say who is an administrator', async () => {
    for (const cookie of [await signIn(t.server, ADMIN.username, ADMIN.password), await signIn(t.server, 'eva')]) {
      const response = await request(t.server, cookie, { method: 'GET', url: '/admin/users' });
      expect(links(response)).toContain('</signed-in.0123456789.js>; rel=preload; as=script');
      expect(links(response).filter((link) => link.includes('/remotes/'))).toEqual([]);
    }
  });
});

describe('odd and over-long paths', () => {
  const LONG_NAME = 'a'.repeat(300);

  async function answers(url: string): Promise<{ url: string; anonymous: number; signedIn: number }> {
    const cookie = await signIn(t.server, 'eva');
    const anonymous = await t.server.inject(url);
    const signedIn = await request(t.server, cookie, { method: 'GET', url });
    for (const response of [anonymous, signedIn]) expect(response.payload).not.toMatch(/outside the served folders/);
    return { url, anonymous: anonymous.statusCode, signedIn: signedIn.statusCode };
  }

  it.each([
    { label: 'a 300-character name', url: `/${LONG_NAME}`, status: 414 },
    { label: 'a 300-character file name', url: `/${LONG_NAME}.js`, status: 414 },
    { label: 'a name of 400 bytes in 200 characters', url: `/${'é'.repeat(200)}`, status: 414 },
    { label: 'a long name under a remote', url: `/remotes/evaluator/${LONG_NAME}.js`, status: 414 },
    { label: 'a very long API path', url: `${API_PREFIX}${'a'.repeat(5000)}`, status: 414 },
    { label: 'a long name below an API path', url: `${API_PREFIX}events/${'9'.repeat(400)}`, status: 414 },
    { label: 'a path of 600 folders', url: `/${'a/'.repeat(600)}b.js`, status: 414 },
    { label: 'an encoded NUL', url: '/%00', status: 404 },
    { label: 'an encoded NUL in a file name', url: '/a%00.js', status: 404 },
    { label: 'an encoded NUL after a remote file', url: '/remotes/evaluator/mf-manifest.json%00', status: 404 },
    { label: 'a control character in a client route', url: '/%01admin', status: 404 },
    { label: 'encoded dot-dot slashes', url: '/a/..%2f..%2fsecret.js', status: 404 },
    { label: 'encoded dot-dot slashes under a remote', url: '/remotes/evaluator/..%2f..%2fsecret.js', status: 404 },
    { label: 'an encoded dot-dot slash at the root', url: '/..%2fsecret.js', status: 404 },
    { label: 'an emoji file name', url: '/%F0%9F%98%80.js', status: 404 },
    { label: 'a noncharacter file name', url: '/%EF%BF%BF.js', status: 404 },
    { label: 'a lone surrogate', url: '/%ED%A0%80', status: 400 },
    { label: 'an invalid UTF-8 byte', url: '/%ff', status: 400 },
  ])('answers $status for $label, signed in or not, never the shell or a file outside', async ({ url, status }) => {
    expect(await answers(url)).toEqual({ url, anonymous: status, signedIn: status });
  });

  it('keeps dot-dot segments inside the served folders', async () => {
    for (const url of ['/../secret.js', '/%2e%2e/secret.js', '/remotes/evaluator/../../secret.js']) {
      const { anonymous, signedIn } = await answers(url);
      expect([anonymous, signedIn].every((status) => status >= 400 && status < 500)).toBe(true);
    }
  });

  // A real process: inside Jest's sandbox the filesystem's error codes are lost before the server sees them.
  it('answers 404 when the filesystem cannot open a name (a symlink loop), not 500', async () => {
    const { stdout } = await promisify(execFile)(TSX, [STATIC_RUN, path.join(web, 'shell'), '/loop.js', '/main.0123456789.js']);
    expect(JSON.parse(stdout)).toEqual({ '/loop.js': 404, '/main.0123456789.js': 200 });
  }, 30_000);

  it('still serves odd unicode client routes the shell', async () => {
    const response = await t.server.inject('/%F0%9F%98%80/caf%C3%A9');
    expect(response.statusCode).toBe(200);
    expect(response.payload).toBe('<html>shell</html>');
  });
});
