import type { ServerInjectResponse } from '@hapi/hapi';
import { api } from '@vsp/contract';
import { ADMIN, cookieFrom } from './server';
import { startProxiedServer, type ProxiedServer } from './tcp-proxy';

let t: ProxiedServer;

beforeAll(async () => {
  t = await startProxiedServer('vsp_test_restart');
});
afterAll(() => t.close());

async function statusUntil(expected: number, deadline = Date.now() + 15_000): Promise<number> {
  let status = 0;
  while (Date.now() < deadline) {
    status = (await t.server.inject(api.site.config.path())).statusCode;
    if (status === expected) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return status;
}

it('answers 503 while the database is away and serves again by itself once it is back', async () => {
  expect((await t.server.inject(api.site.config.path())).statusCode).toBe(200);

  await t.proxy.close();
  const during = await t.server.inject(api.site.config.path());
  expect(during.statusCode).toBe(503);
  expect((await t.server.inject('/readyz')).statusCode).toBe(503);
  expect((await t.server.inject('/healthz')).statusCode).toBe(200);

  await t.proxy.open();
  expect(await statusUntil(200)).toBe(200);
  expect((await t.server.inject('/readyz')).statusCode).toBe(200);
});

function setCookies(response: ServerInjectResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

it('keeps everyone signed in while the session rows cannot be read', async () => {
  const login = await t.server.inject({ method: api.auth.login.method, url: api.auth.login.path(), payload: ADMIN });
  const cookie = cookieFrom(login);
  const me = () => t.server.inject({ method: api.auth.me.method, url: api.auth.me.path(), headers: { cookie } });
  expect((await me()).statusCode).toBe(200);

  await t.proxy.close();
  for (const response of [await me(), await t.server.inject({ method: api.auth.logout.method, url: api.auth.logout.path(), headers: { cookie } })]) {
    expect(response.statusCode).toBe(503);
    expect(JSON.parse(response.payload)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is unavailable. Please try again shortly.',
    });
    expect(setCookies(response)).toEqual([]);
  }

  await t.proxy.open();
  const deadline = Date.now() + 15_000;
  let after = await me();
  while (after.statusCode === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    after = await me();
  }
  expect(after.statusCode).toBe(200);
  expect(JSON.parse(after.payload)).toMatchObject({ isAdmin: true });
});
