import type { Knex } from 'knex';
import { baseSeedOptionsFromEnv } from '../src/env';
import { migrateLatest } from '../src/migrate';
import { User } from '../src/models';
import { scratchDatabase } from '../test/scratch-database';
import { seedBase } from './base';

/** A generated system password is printed, so production never generates one. */
let scratch: { db: Knex; drop(): Promise<void> };
const nodeEnv = process.env.NODE_ENV;

beforeAll(async () => {
  scratch = await scratchDatabase();
  await migrateLatest(scratch.db);
});
afterAll(() => scratch.drop());
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

it('refuses to create the system account in production without ADMIN_PASSWORD, printing nothing', async () => {
  process.env.NODE_ENV = 'production';
  const log = jest.fn();
  await expect(seedBase(scratch.db, { adminUsername: 'admin', log })).rejects.toThrow(/ADMIN_PASSWORD is required when NODE_ENV=production/);
  expect(log).not.toHaveBeenCalled();
  expect(await User.query(scratch.db).resultSize()).toBe(0);
});

it('makes the command-line tools require ADMIN_PASSWORD in production', () => {
  expect(() => baseSeedOptionsFromEnv(() => undefined, { NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD is required/);
  expect(baseSeedOptionsFromEnv(() => undefined, { NODE_ENV: 'production', ADMIN_PASSWORD: 'chosen-password' }).adminPassword).toBe('chosen-password');
  expect(baseSeedOptionsFromEnv(() => undefined, {}).adminPassword).toBeUndefined();
});
