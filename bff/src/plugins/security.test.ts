import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, API_PREFIX } from '@vsp/contract';
import { createUser, request, signIn, startTestServer, to, type TestServer } from '../../test/server';

let t: TestServer;
let web: string;
let cookie: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-web-'));
  write(path.join(web, 'shell', 'index.html'), '<html>shell</html>');
  write(path.join(web, 'shell', 'main.0123456789.js'), 'console.log(1)');
  write(path.join(web, 'evaluator', 'mf-manifest.json'), '{"name":"evaluator"}');
  write(path.join(web, 'admin', 'mf-manifest.json'), '{"name":"admin"}');
  t = await startTestServer({ web: { shell: path.join(web, 'shell'), evaluator: path.join(web, 'evaluator'), admin: path.join(web, 'admin') } });
  await createUser(t.db, { username: 'eva' });
  cookie = await signIn(t.server, 'eva');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('the Content-Security-Policy', () => {
  it.each(['/', '/admin', '/scoring/3', '/vendor-files', '/admin/users/deep/link'])('is on the shell page served for %s', async (url) => {
    const response = await t.server.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
  });

  it('is on a signed-in deep link and on the answers for missing files', async () => {
    expect((await request(t.server, cookie, { method: 'GET', url: '/scoring/3' })).headers['content-security-policy']).toMatch(/script-src 'self'/);
    for (const url of ['/missing.js', '/missing.html', '/remotes/evaluator/missing.json']) {
      const response = await t.server.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    }
  });
});

describe('caching', () => {
  it('forbids storing any API answer, errors included', async () => {
    const answers = [
      await request(t.server, cookie, to(api.auth.me)),
      await t.server.inject(to(api.auth.me)),
      await request(t.server, cookie, { method: 'GET', url: `${API_PREFIX}nothing` }),
      await t.server.inject({ ...to(api.auth.login), payload: {} }),
      await t.server.inject(api.site.config.path()),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 404, 400, 200]);
    expect(answers.map((response) => response.headers['cache-control'])).toEqual(answers.map(() => 'no-store'));
  });

  it('keeps the caching of the built files', async () => {
    expect((await t.server.inject('/main.0123456789.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.server.inject('/scoring/3')).headers['cache-control']).toBe('no-cache');
  });
});
