import { api, API_PREFIX } from '@vsp/contract';
import { createKnex } from '@vsp/db';
import { loadConfig } from '../config';
import { createServer } from '../server';
import { ADMIN, request, signIn, startTestServer, to, type TestServer } from '../../test/server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers liveness and readiness without a session', async () => {
    expect((await t.server.inject('/healthz')).result).toEqual({ status: 'ok' });
    const ready = await t.server.inject('/readyz');
    expect(ready.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends HSTS for a year, a Content-Security-Policy and the usual hardening headers', async () => {
    const response = await t.server.inject(api.site.config.path());
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the policy on error answers too', async () => {
    const response = await t.server.inject(api.auth.me.path());
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });
});

describe('errors', () => {
  it('answers 404 in the Boom shape for an unknown API path', async () => {
    const cookie = await signIn(t.server, ADMIN.username, ADMIN.password);
    const response = await request(t.server, cookie, { method: 'GET', url: `${API_PREFIX}nothing` });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.payload)).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });

  it('answers any path, however long or odd, with a 4xx, signed in or not', async () => {
    const cookie = await signIn(t.server, ADMIN.username, ADMIN.password);
    const paths = [
      `/${'a'.repeat(300)}`,
      `${API_PREFIX}${'a'.repeat(5000)}`,
      `${API_PREFIX}events/${'9'.repeat(400)}`,
      `${API_PREFIX}content/${'a'.repeat(300)}`,
      `${API_PREFIX}content/%00`,
      `${API_PREFIX}events%00`,
      '/%00',
      `${API_PREFIX}%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
      `${API_PREFIX}%F0%9F%98%80`,
      `${API_PREFIX}%ED%A0%80`,
      '/%ff',
    ];
    for (const url of paths) {
      for (const session of [undefined, cookie]) {
        const { statusCode } = await request(t.server, session, { method: 'GET', url });
        expect({ url, signedIn: Boolean(session), clientError: statusCode >= 400 && statusCode < 500 }).toEqual({
          url,
          signedIn: Boolean(session),
          clientError: true,
        });
      }
    }
  });

  // The URL is normalised first: dot-dot segments end at the root, so at worst they name a client route.
  it('keeps dot-dot segments inside the site, never a 5xx', async () => {
    for (const url of [`${API_PREFIX}../../etc/passwd`, '/../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await t.server.inject(url);
      expect({ url, serverError: response.statusCode >= 500, leaked: response.payload.includes('root:') }).toEqual({
        url,
        serverError: false,
        leaked: false,
      });
    }
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await t.server.inject({
      ...to(api.auth.login),
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('database outage', () => {
  it('answers 503 while the database cannot be reached, without a stack trace', async () => {
    const db = createKnex({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolMax: 1 });
    const server = await createServer({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), sessionSecret: 'x'.repeat(32) }, db });
    await server.initialize();
    try {
      expect((await server.inject('/readyz')).statusCode).toBe(503);
      const response = await server.inject(api.site.config.path());
      expect(response.statusCode).toBe(503);
      expect(JSON.parse(response.payload).message).toBe('The database is unavailable. Please try again shortly.');
      expect(response.payload).not.toMatch(/at \w+ \(/);
      expect((await server.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await server.stop();
      await db.destroy();
    }
  });
});
