import { Writable } from 'node:stream';
import type { Server } from '@hapi/hapi';
import { api } from '@vsp/contract';
import { bindModels, createKnex } from '@vsp/db';
import type { Knex } from 'knex';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/plugins/logging';
import { createServer } from '../src/server';
import { makeToken, withToken } from './api-tokens';
import { databaseUrl, onServer, TEMPLATE_ENV, uniqueDatabaseName } from './database';
import { startBff, waitUntilReady, type BffProcess } from './processes';
import { ADMIN, cookieFrom, to } from './server';

/** What the JSON log holds: API requests with the user, no request or response headers, no static files or health checks. */
type Line = Record<string, unknown> & { msg?: string; req?: { id: string; method: string; url: string }; res?: Record<string, unknown> };

let name: string;
let db: Knex;
let server: Server;
const lines: Line[] = [];

beforeAll(async () => {
  name = uniqueDatabaseName('vsp_logs');
  await onServer(`create database "${name}" template "${process.env[TEMPLATE_ENV]}"`);
  db = createKnex({ databaseUrl: databaseUrl(name), poolMax: 4 });
  bindModels(db);
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  const config = loadConfig({ LOG_LEVEL: 'info' });
  server = await createServer({ config, db, logger: createLogger(config.logLevel, destination) });
  await server.initialize();
});

afterAll(async () => {
  await server.stop();
  await db.destroy();
  await onServer(`drop database if exists "${name}" with (force)`);
});

const requestLines = (url: string) => lines.filter((line) => line.req?.url === url);

it('logs each API request once, with the signed-in user id and the status but no response headers or cookies', async () => {
  await server.inject(to(api.site.config));
  const login = await server.inject({ ...to(api.auth.login), payload: ADMIN });
  const cookie = cookieFrom(login);
  await server.inject({ ...to(api.auth.me), headers: { cookie } });

  const [anonymous] = requestLines(api.site.config.path());
  expect(anonymous).toMatchObject({ level: 30, res: { statusCode: 200 } });
  expect(anonymous).not.toHaveProperty('userId');
  const [me] = requestLines(api.auth.me.path());
  expect(me).toMatchObject({ level: 30, userId: -1, res: { statusCode: 200 }, clientAddress: '127.0.0.1' });
  expect(me.req).toEqual({ id: expect.any(String), method: 'get', url: api.auth.me.path() });
  for (const line of lines) expect(line.res).not.toHaveProperty('headers');
  expect(JSON.stringify(lines)).not.toContain(cookie.split('=')[1]);
  expect(JSON.stringify(lines)).not.toContain(ADMIN.password);
});

it("names the API token of a request by its id, beside its owner, and never logs the token", async () => {
  const cookie = cookieFrom(await server.inject({ ...to(api.auth.login), payload: ADMIN }));
  const made = await makeToken(server, cookie);
  const before = lines.length;
  expect((await withToken(server, made.token, to(api.users.adminList))).statusCode).toBe(200);
  const [line] = lines.slice(before).filter((entry) => entry.req?.url === api.users.adminList.path());
  expect(line).toMatchObject({ userId: -1, tokenId: made.id, res: { statusCode: 200 } });
  expect(JSON.stringify(lines)).not.toContain(made.token);
});

it('logs the path it answered with the query string as sent', async () => {
  const cookie = cookieFrom(await server.inject({ ...to(api.auth.login), payload: ADMIN }));
  const answered = api.scores.adminList.path({ limit: 5, offset: 10 });
  // Sent with a trailing slash, which hapi strips from the path it answers.
  const response = await server.inject({ method: 'GET', url: answered.replace('?', '/?'), headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(requestLines(answered)).toHaveLength(1);
});

it('leaves static files and health checks out of the info log', async () => {
  const before = lines.length;
  await server.inject('/healthz');
  await server.inject('/readyz');
  await server.inject('/');
  await server.inject('/admin');
  await server.inject('/favicon.ico');
  expect(lines.slice(before)).toEqual([]);
});

describe('a real start', () => {
  let fresh: string;
  let bff: BffProcess | undefined;

  beforeAll(async () => {
    fresh = uniqueDatabaseName('vsp_logs_start');
    await onServer(`create database "${fresh}"`);
  });

  afterAll(async () => {
    await bff?.stop();
    await onServer(`drop database if exists "${fresh}" with (force)`);
  });

  it('writes its start-up messages, the generated password included, as JSON lines of the same logger', async () => {
    bff = await startBff({ DATABASE_URL: databaseUrl(fresh), ADMIN_PASSWORD: '', LOG_LEVEL: 'info' });
    await waitUntilReady(bff);
    await bff.stop();
    const output = bff.output().split('\n').filter(Boolean);
    expect(output.every((line) => line.startsWith('{"level":'))).toBe(true);
    const messages = bff.logLines().map((line) => line.msg);
    expect(messages).toContainEqual(expect.stringMatching(/^Created the system account\. Username: admin {2}Password: \S+/));
    expect(messages).toContainEqual(expect.stringMatching(/^Applied migrations: /));
    expect(messages).toContainEqual(expect.stringMatching(/^Serving on http:\/\/127\.0\.0\.1:\d+ with PostgreSQL/));
    expect(messages).toContainEqual('SIGTERM: draining in-flight requests');
  }, 60_000);
});
