import { api } from '@vsp/contract';
import { bindModels, createKnex } from '@vsp/db';
import type { Knex } from 'knex';
import { loadConfig } from '../src/config';
import { createServer } from '../src/server';
import { databaseUrl, onServer, TEMPLATE_ENV, uniqueDatabaseName } from './database';
import type { Server, ServerInjectResponse } from '@hapi/hapi';
import { ADMIN, cookieFrom } from './server';
import { Proxy } from './tcp-proxy';

const proxy = new Proxy();
let name: string;
let db: Knex;
let server: Server;

beforeAll(async () => {
  name = uniqueDatabaseName('vsp_test_restart');
  await onServer(`create database "${name}" template "${process.env[TEMPLATE_ENV]}"`);
  await proxy.open();
  const url = new URL(databaseUrl(name));
  url.port = String(proxy.port);
  db = createKnex({ databaseUrl: url.toString(), poolMax: 4 });
  bindModels(db);
  server = await createServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), db });
  await server.initialize();
});

afterAll(async () => {
  await server.stop();
  await db.destroy();
  await proxy.close().catch(() => undefined);
  await onServer(`drop database if exists "${name}" with (force)`);
});

async function statusUntil(expected: number, deadline = Date.now() + 15_000): Promise<number> {
  let status = 0;
  while (Date.now() < deadline) {
    status = (await server.inject(api.site.config.path())).statusCode;
    if (status === expected) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return status;
}

it('answers 503 while the database is away and serves again by itself once it is back', async () => {
  expect((await server.inject(api.site.config.path())).statusCode).toBe(200);

  await proxy.close();
  const during = await server.inject(api.site.config.path());
  expect(during.statusCode).toBe(503);
  expect((await server.inject('/readyz')).statusCode).toBe(503);
  expect((await server.inject('/healthz')).statusCode).toBe(200);

  await proxy.open();
  expect(await statusUntil(200)).toBe(200);
  expect((await server.inject('/readyz')).statusCode).toBe(200);
});

function setCookies(response: ServerInjectResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

it('keeps everyone signed in while the session rows cannot be read', async () => {
  const login = await server.inject({ method: api.auth.login.method, url: api.auth.login.path(), payload: ADMIN });
  const cookie = cookieFrom(login);
  const me = () => server.inject({ method: api.auth.me.method, url: api.auth.me.path(), headers: { cookie } });
  expect((await me()).statusCode).toBe(200);

  await proxy.close();
  for (const response of [await me(), await server.inject({ method: api.auth.logout.method, url: api.auth.logout.path(), headers: { cookie } })]) {
    expect(response.statusCode).toBe(503);
    expect(JSON.parse(response.payload)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is unavailable. Please try again shortly.',
    });
    expect(setCookies(response)).toEqual([]);
  }

  await proxy.open();
  const deadline = Date.now() + 15_000;
  let after = await me();
  while (after.statusCode === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    after = await me();
  }
  expect(after.statusCode).toBe(200);
  expect(JSON.parse(after.payload)).toMatchObject({ isAdmin: true });
});
