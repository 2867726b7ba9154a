import { api } from '@vsp/contract';
import { databaseUrl, onServer, uniqueDatabaseName } from './database';
import { exitWithin, startBff, waitUntilReady, type BffProcess } from './processes';

/** BFF_PROCESSES=2: one primary and two server processes on one port, as on a two-core machine. */
let name: string;
let bff: BffProcess | undefined;

beforeEach(async () => {
  name = uniqueDatabaseName('vsp_processes');
  await onServer(`create database "${name}"`);
});

afterEach(async () => {
  await bff?.stop();
  bff = undefined;
  await onServer(`drop database if exists "${name}" with (force)`);
});

const serving = (bff: BffProcess) => bff.logLines().filter((line) => String(line.msg).startsWith('Serving on'));

it('serves from every process on one port, a session from any of them, and stops them all on SIGTERM', async () => {
  bff = await startBff({ DATABASE_URL: databaseUrl(name), ADMIN_PASSWORD: 'processes-admin-password', BFF_PROCESSES: '2', LOG_LEVEL: 'info' });
  await waitUntilReady(bff, 90_000);
  const deadline = Date.now() + 30_000;
  while (serving(bff).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const pids = new Set(serving(bff).map((line) => line.pid));
  expect(pids.size).toBe(2);
  expect(pids.has(bff.child.pid)).toBe(false);

  const login = await fetch(`${bff.base}${api.auth.login.path()}`, {
    method: api.auth.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'processes-admin-password' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  // Each request opens a connection of its own, so the operating system hands them to either process.
  const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${bff!.base}${api.auth.me.path()}`, { headers: { cookie, connection: 'close' } })));
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));

  bff.child.kill('SIGTERM');
  expect(await exitWithin(bff, 30_000)).toBe(0);
  expect(bff.output()).not.toMatch(/"level":(50|60)/);
}, 150_000);

it('stops at once, exit code 1, when its processes cannot start', async () => {
  bff = await startBff({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', BFF_PROCESSES: '2' });
  expect(await exitWithin(bff, 60_000)).toBe(1);
  expect(bff.output()).toMatch(/could not start or keep running/);
}, 90_000);
