import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@vsp/contract';
import { ADMIN, createUser, request, signIn, startTestServer, type TestServer } from '../../test/server';

let t: TestServer;
let web: string;

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
