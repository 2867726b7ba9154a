import { api, type CreatedApiToken } from '@vsp/contract';
import { databaseUrl, onServer, TEMPLATE_ENV, TEST_ADMIN_PASSWORD, uniqueDatabaseName } from './database';
import { startBff, waitUntilReady, type BffProcess } from './processes';
import { until } from './second-process';

/**
 * Two real BFF processes on one database, as two replicas behind a load balancer: each keeps the
 * tokens it has checked in memory, and a token revoked through one is refused by the other at once.
 */
let name: string;
let processes: BffProcess[] = [];

beforeAll(async () => {
  name = uniqueDatabaseName('vsp_token_processes');
  await onServer(`create database "${name}" template "${process.env[TEMPLATE_ENV]}"`);
  const env = { DATABASE_URL: databaseUrl(name), ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, LOG_LEVEL: 'info', DATABASE_POOL_MAX: '3' };
  processes = await Promise.all([startBff(env), startBff(env)]);
  await Promise.all(processes.map((bff) => waitUntilReady(bff, 90_000)));
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((bff) => bff.stop()));
  await onServer(`drop database if exists "${name}" with (force)`);
});

async function signIn(bff: BffProcess): Promise<string> {
  const response = await fetch(`${bff.base}${api.auth.login.path()}`, {
    method: api.auth.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0];
}

const usersWith = async (bff: BffProcess, token: string) =>
  (await fetch(`${bff.base}${api.users.adminList.path()}`, { headers: { authorization: `Bearer ${token}` } })).status;

it('refuses on every process a token revoked on one, and logs its id there, never the token', async () => {
  const [first, second] = processes;
  const cookie = await signIn(first);
  const created = await fetch(`${first.base}${api.tokens.create.path()}`, {
    method: api.tokens.create.method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Replicated', scope: 'read', expiresInDays: 1 }),
  });
  expect(created.status).toBe(201);
  const made = (await created.json()) as CreatedApiToken;
  // Used over and over, so the second process keeps it; then revoked through the first.
  for (let i = 0; i < 3; i += 1) expect(await usersWith(second, made.token)).toBe(200);
  const revoked = await fetch(`${first.base}${api.tokens.revoke.path({ id: made.id })}`, { method: api.tokens.revoke.method, headers: { cookie } });
  expect(revoked.status).toBe(204);
  expect(await usersWith(first, made.token)).toBe(401);
  await until(async () => (await usersWith(second, made.token)) === 401, 'the second process refuses the revoked token');

  const served = second.logLines().filter((line) => (line.req as { url?: string } | undefined)?.url === api.users.adminList.path());
  expect(served.filter((line) => (line.res as { statusCode: number }).statusCode === 200)[0]).toMatchObject({ userId: -1, tokenId: made.id });
  expect(second.output()).not.toContain(made.token);
}, 60_000);
