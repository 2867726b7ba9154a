import { SYSTEM_USER_ID } from '@vsp/contract';
import type { Knex } from 'knex';
import { migrateLatest } from '../src/migrate';
import { ContentPage, Score, SiteConfig, User } from '../src/models';
import { verifyPassword } from '../src/passwords';
import { scratchDatabase } from '../test/scratch-database';
import { seedBase } from './base';
import { DEMO_EVALUATORS, seedDemo } from './demo';
import { seedLarge } from './large';

let scratch: { db: Knex; drop(): Promise<void> };

beforeAll(async () => {
  scratch = await scratchDatabase();
  await migrateLatest(scratch.db);
});
afterAll(() => scratch.drop());

describe('base seed', () => {
  it('creates the system account with a generated password that it prints once, and is idempotent', async () => {
    const log = jest.fn();
    await seedBase(scratch.db, { adminUsername: 'admin', log });
    expect(log).toHaveBeenCalledTimes(1);
    const password = /Password: (\S+)/.exec(log.mock.calls[0][0])![1];
    const admin = await User.query(scratch.db).findById(SYSTEM_USER_ID);
    expect(admin).toMatchObject({ username: 'admin', isAdmin: true });
    expect(await verifyPassword(admin!.password, password)).toBe(true);

    await seedBase(scratch.db, { adminUsername: 'admin', log });
    expect(log).toHaveBeenCalledTimes(1);
    expect(await ContentPage.query(scratch.db).resultSize()).toBe(3);
    expect(await SiteConfig.query(scratch.db).resultSize()).toBe(1);
    expect(await scratch.db('server_secrets').count('* as n').first()).toEqual({ n: '1' });
  });

  it('makes the password follow ADMIN_PASSWORD and the username follow ADMIN_USERNAME', async () => {
    await seedBase(scratch.db, { adminUsername: 'root', adminPassword: 'a-new-secret', log: () => undefined });
    const admin = await User.query(scratch.db).findById(SYSTEM_USER_ID);
    expect(admin!.username).toBe('root');
    expect(await verifyPassword(admin!.password, 'a-new-secret')).toBe(true);
  });

  it('seeds the three content pages with neutral titles', async () => {
    const pages = await ContentPage.query(scratch.db).orderBy('id');
    expect(pages.map((p) => [p.slug, p.title])).toEqual([
      ['vendor-files', 'Reference Material'],
      ['instructions', 'Instructions for Participants'],
      ['admin-instructions', 'Admin Instructions'],
    ]);
  });
});

describe('demo seed', () => {
  it('adds the demo once, with evaluators who can sign in with the listed passwords', async () => {
    expect(await seedDemo(scratch.db)).toBe(true);
    expect(await seedDemo(scratch.db)).toBe(false);
    const alex = await User.query(scratch.db).findOne({ username: DEMO_EVALUATORS[0].username });
    expect(await verifyPassword(alex!.password, DEMO_EVALUATORS[0].password)).toBe(true);
  });
});

describe('large seed', () => {
  it('scores every cell for every generated user', async () => {
    const { scores } = await seedLarge(scratch.db, { events: 1, vendors: 3, questions: 2, users: 4 });
    expect(scores).toBe(24);
    const range = await Score.query(scratch.db).min('score as low').max('score as high').first();
    expect(Number((range as unknown as { low: number }).low)).toBeGreaterThanOrEqual(0);
    expect(Number((range as unknown as { high: number }).high)).toBeLessThanOrEqual(5);
  });
});
