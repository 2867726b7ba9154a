import { api } from '@vsp/contract';
import { loadConfig } from '../src/config';
import { databaseUrl, onServer, uniqueDatabaseName } from './database';
import { exitWithin, startBff, waitUntilReady, type BffProcess } from './processes';

/** In production the system account's password is the operator's choice: never generated, never printed. */
let name: string;
let bff: BffProcess | undefined;

beforeEach(async () => {
  name = uniqueDatabaseName('vsp_production');
  await onServer(`create database "${name}"`);
});

afterEach(async () => {
  await bff?.stop();
  bff = undefined;
  await onServer(`drop database if exists "${name}" with (force)`);
});

it('refuses a production configuration without ADMIN_PASSWORD, naming it', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD is required when NODE_ENV=production/);
  expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: '' })).toThrow(/ADMIN_PASSWORD is required/);
  expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-chosen-admin-password' }).adminPassword).toBe('a-chosen-admin-password');
  expect(loadConfig({}).adminPassword).toBeUndefined();
});

it('stops a production start without ADMIN_PASSWORD with a clear message, before creating or printing any password', async () => {
  bff = await startBff({ NODE_ENV: 'production', DATABASE_URL: databaseUrl(name), ADMIN_PASSWORD: '', LOG_LEVEL: 'info' });
  expect(await exitWithin(bff, 30_000)).toBe(1);
  expect(bff.logLines()).toContainEqual(expect.objectContaining({ level: 60, msg: expect.stringContaining('ADMIN_PASSWORD is required when NODE_ENV=production') }));
  expect(bff.output()).not.toMatch(/Password:/);
}, 60_000);

it('prints no password when production gets ADMIN_PASSWORD, and the account signs in with it', async () => {
  bff = await startBff({ NODE_ENV: 'production', DATABASE_URL: databaseUrl(name), ADMIN_PASSWORD: 'a-chosen-admin-password', LOG_LEVEL: 'info' });
  await waitUntilReady(bff);
  expect(bff.output()).not.toMatch(/Password:|a-chosen-admin-password/);
  const login = await fetch(`${bff.base}${api.auth.login.path()}`, {
    method: api.auth.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'a-chosen-admin-password' }),
  });
  expect(login.status).toBe(200);
}, 60_000);
