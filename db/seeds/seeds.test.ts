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

  it('scores the closed review: every cell by three evaluators with comments, a knock-out question, prices and one agreed score', async () => {
    const closed = await scratch.db('scoringEvents').first('id', 'priceWeight').where({ status: 'Closed' });
    expect(closed.priceWeight).toBe(30);
    const count = async (table: string, where: object = {}) => Number((await scratch.db(table).where({ eventId: closed.id, ...where }).count({ n: '*' }))[0].n);
    // 5 vendors × 5 questions (one of them pass/fail) × 3 evaluators.
    expect(await count('scores')).toBe(75);
    expect(await count('questions', { kind: 'passFail' })).toBe(1);
    expect(await count('eventPrices')).toBe(5);
    expect(await count('consensusScores')).toBe(1);
    const knockOut = await scratch.db('questions').first('id').where({ eventId: closed.id, kind: 'passFail' });
    const answers = await scratch.db('scores').distinct('score').where({ questionId: knockOut.id }).pluck('score');
    expect(answers.sort()).toEqual([1, 5]);
    expect(await scratch.db('scores').where({ eventId: closed.id }).whereNot({ questionId: knockOut.id }).whereNull('comments').first()).toBeUndefined();
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
