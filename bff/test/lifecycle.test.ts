import fs from 'node:fs';
import path from 'node:path';
import { api } from '@vsp/contract';
import { temporaryDataDir } from '@vsp/db/test/test-server';
import { databaseUrl, onServer, TEMPLATE_ENV, uniqueDatabaseName } from './database';
import { exitWithin, startBff, waitUntilReady, type BffProcess } from './processes';

/** How the real process ends: a defect or a failing stop still ends it, with a logged error, so it is restarted. */
const FAULTS = './bff/test/process-faults.ts';

let name: string;
let bff: BffProcess | undefined;

beforeEach(async () => {
  name = uniqueDatabaseName('vsp_lifecycle');
  await onServer(`create database "${name}" template "${process.env[TEMPLATE_ENV]}"`);
});

afterEach(async () => {
  await bff?.stop();
  bff = undefined;
  await onServer(`drop database if exists "${name}" with (force)`);
});

async function start(fault: string): Promise<BffProcess> {
  bff = await startBff({ DATABASE_URL: databaseUrl(name), ADMIN_PASSWORD: 'lifecycle-admin-password', VSP_TEST_FAULT: fault }, [FAULTS]);
  await waitUntilReady(bff);
  return bff;
}

it('ends the process with code 1 and a logged error on an unhandled promise rejection', async () => {
  const process = await start('reject-on-sigusr2');
  process.child.kill('SIGUSR2');
  expect(await exitWithin(process, 15_000)).toBe(1);
  const fatal = process.logLines().find((line) => line.level === 60);
  expect(fatal).toMatchObject({ msg: expect.stringContaining('Unhandled promise rejection'), err: expect.objectContaining({ message: 'simulated defect' }) });
}, 60_000);

it('still exits when closing the database hangs during shutdown', async () => {
  const process = await start('hang-on-close');
  const started = Date.now();
  process.child.kill('SIGTERM');
  expect(await exitWithin(process, 15_000)).toBe(1);
  expect(Date.now() - started).toBeLessThan(12_000);
  expect(process.logLines()).toContainEqual(expect.objectContaining({ level: 50, msg: 'Closing the database failed' }));
}, 60_000);

it('still exits when closing the database fails during shutdown', async () => {
  const process = await start('throw-on-close');
  process.child.kill('SIGTERM');
  expect(await exitWithin(process, 15_000)).toBe(1);
  expect(process.logLines()).toContainEqual(
    expect.objectContaining({ level: 50, msg: 'Closing the database failed', err: expect.objectContaining({ message: 'simulated close failure' }) }),
  );
}, 60_000);

it('ends the process with code 1 and a logged error when the embedded PostgreSQL dies under it, and the next process starts it again', async () => {
  const dataDir = temporaryDataDir('vsp-lifecycle-embedded-');
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_PASSWORD: 'lifecycle-admin-password' };
  try {
    bff = await startBff(env);
    await waitUntilReady(bff);
    // The server's main process killed, as the system's out-of-memory killer would: its sessions end with it.
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');
    expect(await exitWithin(bff, 30_000)).toBe(1);
    expect(bff.logLines()).toContainEqual(expect.objectContaining({ level: 60, msg: expect.stringContaining('The embedded PostgreSQL stopped under the server') }));
    bff = await startBff(env);
    await waitUntilReady(bff);
    // A stop asked for stops the database too, and the process ends well.
    expect(await bff.stop()).toBe(0);
    expect(bff.logLines().filter((line) => (line.level as number) >= 50)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  } finally {
    await bff?.stop();
    bff = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);

it('exits 0 after draining on SIGTERM when nothing fails', async () => {
  const process = await start('none');
  process.child.kill('SIGTERM');
  expect(await exitWithin(process, 15_000)).toBe(0);
}, 60_000);

it('keeps running when its database connections are cut, as in a PostgreSQL restart', async () => {
  const process = await start('none');
  const login = await fetch(`${process.base}${api.auth.login.path()}`, {
    method: api.auth.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'lifecycle-admin-password' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie')!.split(';')[0];

  await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    statuses.push((await fetch(`${process.base}${api.auth.me.path()}`, { headers: { cookie } })).status);
  }
  expect(statuses.at(-1)).toBe(200);
  expect(process.child.exitCode).toBeNull();
  expect(process.output()).not.toMatch(/"level":60/);
}, 60_000);
