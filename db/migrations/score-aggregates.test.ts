import path from 'node:path';
import type { Knex } from 'knex';
import { migrateLatest } from '../src/migrate';
import { scratchDatabase } from '../test/scratch-database';
import { checkScoreTotals } from '../test/score-totals';
import { randomSequence } from '../test/random-sequence';

let scratch: { db: Knex; drop(): Promise<void> };

beforeAll(async () => {
  scratch = await scratchDatabase();
  await migrateLatest(scratch.db);
});
afterAll(() => scratch.drop());

const THIS_MIGRATION = { directory: path.join(__dirname), loadExtensions: ['.js'], name: '20261202000000_score_aggregates.js' };

interface World {
  users: number[];
  events: number[];
  vendors: number[];
  /** Questions of each event, by event index. */
  questions: number[][];
}

async function ids(db: Knex, table: string, rows: object[]): Promise<number[]> {
  return (await db(table).insert(rows).returning('id')).map((row: { id: number }) => row.id);
}

/** Users, events, vendors and questions with no scores yet. */
async function createWorld(db: Knex, tag: string): Promise<World> {
  const users = await ids(db, 'users', [1, 2, 3, 4, 5].map((n) => ({ username: `${tag}-user-${n}`, password: 'x', name: `User ${n}` })));
  const events = await ids(db, 'scoringEvents', [1, 2].map((n) => ({ name: `${tag} event ${n}`, status: 'Active' })));
  const vendors = await ids(db, 'vendors', [1, 2, 3].map((n) => ({ name: `${tag} vendor ${n}` })));
  const questions = await Promise.all(events.map((eventId) => ids(db, 'questions', [1, 2, 3].map((n) => ({ eventId, text: `Question ${n}` })))));
  return { users, events, vendors, questions };
}

const pick = <T>(random: () => number, list: T[]): T => list[Math.floor(random() * list.length)];

/** One random cell of the world with a random score, No Vote included. */
function randomScore(world: World, random: () => number) {
  const event = Math.floor(random() * world.events.length);
  return {
    userId: pick(random, world.users),
    eventId: world.events[event],
    vendorId: pick(random, world.vendors),
    questionId: pick(random, world.questions[event]),
    score: Math.floor(random() * 6),
  };
}

/** Saves a score the way the portal does: one row per cell, a second save replaces it. */
function upsert(db: Knex, score: ReturnType<typeof randomScore>, comments: string | null = null) {
  return db('scores')
    .insert({ ...score, comments })
    .onConflict(['userId', 'eventId', 'vendorId', 'questionId'])
    .merge(['score', 'comments']);
}

async function expectExact(db: Knex): Promise<{ cells: number; users: number }> {
  const { drift, cells, users } = await checkScoreTotals(db);
  expect(drift).toEqual([]);
  return { cells, users };
}

describe('score totals kept by triggers', () => {
  it('equal a recount after random saves, re-saves, value changes and single deletes', async () => {
    const world = await createWorld(scratch.db, 'random');
    const random = randomSequence(12);
    for (let step = 0; step < 300; step++) {
      const score = randomScore(world, random);
      const roll = random();
      if (roll < 0.6) await upsert(scratch.db, score);
      else if (roll < 0.75) await scratch.db('scores').where({ eventId: score.eventId, userId: score.userId }).update({ score: score.score });
      else await scratch.db('scores').where({ eventId: score.eventId, vendorId: score.vendorId, userId: score.userId }).delete();
      if (step % 50 === 0) await expectExact(scratch.db);
    }
    const { cells, users } = await expectExact(scratch.db);
    expect(cells).toBeGreaterThan(10);
    expect(users).toBeGreaterThan(10);
  });

  it('equal a recount after bulk statements: generation, value changes, moves to other keys, delete-all', async () => {
    const world = await createWorld(scratch.db, 'bulk');
    const everyCell = `
      insert into scores (user_id, event_id, vendor_id, question_id, score)
      select u, q.event_id, v, q.id, floor(random() * 6)::int
      from unnest(?::int[]) u cross join unnest(?::int[]) v
      join questions q on q.event_id = any(?::int[])
      on conflict do nothing`;
    const bindings = [world.users, world.vendors, world.events];
    await scratch.db.raw(everyCell, bindings);
    await expectExact(scratch.db);

    await scratch.db.raw('update scores set score = (score + 1) % 6 where user_id = any(?::int[]) and question_id % 2 = 0', [world.users]);
    await expectExact(scratch.db);
    // Keys do not change through the portal, but whatever changes them must move the counts.
    await scratch.db.raw('delete from scores where user_id = ? and vendor_id = ?', [world.users[1], world.vendors[2]]);
    await scratch.db.raw('update scores set vendor_id = ?, score = 5 where user_id = ? and vendor_id = ?', [world.vendors[2], world.users[1], world.vendors[0]]);
    await expectExact(scratch.db);

    await scratch.db.raw('delete from scores where user_id = any(?::int[])', [world.users]);
    const emptied = await expectExact(scratch.db);
    await scratch.db.raw(everyCell, bindings);
    const refilled = await expectExact(scratch.db);
    expect(refilled.cells - emptied.cells).toBe(world.events.length * world.vendors.length * 3);
  });

  it('leave the totals untouched when only comments change, one score or many', async () => {
    const world = await createWorld(scratch.db, 'comments');
    const score = { userId: world.users[0], eventId: world.events[0], vendorId: world.vendors[0], questionId: world.questions[0][0], score: 4 };
    await upsert(scratch.db, score, 'first');
    await upsert(scratch.db, { ...score, questionId: world.questions[0][1] }, 'first');
    // A row's xmin is the transaction that last wrote it: unchanged means untouched.
    const versions = async () =>
      [
        ...(await scratch.db('scoreCellTotals').where({ eventId: score.eventId }).select(scratch.db.raw('xmin::text as xmin'))),
        ...(await scratch.db('scoreUserTotals').where({ eventId: score.eventId }).select(scratch.db.raw('xmin::text as xmin'))),
      ]
        .map((row: { xmin: string }) => row.xmin)
        .sort();
    const before = await versions();
    await upsert(scratch.db, score, 'second');
    expect(await versions()).toEqual(before);
    await scratch.db('scores').where({ eventId: score.eventId, userId: score.userId }).update({ comments: 'third' });
    expect(await versions()).toEqual(before);
    await expectExact(scratch.db);
  });

  it.each([
    ['vendor', 'vendors', (w: World) => w.vendors[1], 'vendor_id'],
    ['question', 'questions', (w: World) => w.questions[0][1], 'question_id'],
    ['event', 'scoring_events', (w: World) => w.events[1], 'event_id'],
    ['user', 'users', (w: World) => w.users[2], 'user_id'],
  ])('equal a recount after deleting a %s takes its scores, and keep no totals of it', async (tag, table, target, column) => {
    const world = await createWorld(scratch.db, `cascade-${tag}`);
    const random = randomSequence(7);
    for (let i = 0; i < 120; i++) await upsert(scratch.db, randomScore(world, random));
    await expectExact(scratch.db);
    const id = target(world);
    await scratch.db.raw(`delete from ${table} where id = ?`, [id]);
    await expectExact(scratch.db);
    const totalsOf = async (totals: string) =>
      (await scratch.db.raw(`select column_name from information_schema.columns where table_name = ? and column_name = ?`, [totals, column])).rows.length > 0
        ? (await scratch.db(totals).where(column, id)).length
        : 0;
    expect((await totalsOf('score_cell_totals')) + (await totalsOf('score_user_totals'))).toBe(0);
  });

  it('equal a recount after saves from many connections at once, with a bulk delete among them', async () => {
    const world = await createWorld(scratch.db, 'concurrent');
    const random = randomSequence(99);
    const saves = Array.from({ length: 200 }, () => randomScore(world, random));
    // Every save in its own transaction, as the portal's saves are; the pool runs several at once.
    const writes = saves.map((score, i) =>
      i === 100
        ? scratch.db.raw('delete from scores where event_id = ?', [world.events[0]])
        : scratch.db.transaction((trx) => upsert(trx, score)),
    );
    const results = await Promise.allSettled(writes);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    await expectExact(scratch.db);
  });

  it('empty with a truncate of the scores', async () => {
    const world = await createWorld(scratch.db, 'truncate');
    const random = randomSequence(3);
    for (let i = 0; i < 20; i++) await upsert(scratch.db, randomScore(world, random));
    await scratch.db.raw('truncate scores');
    expect(await expectExact(scratch.db)).toEqual({ cells: 0, users: 0 });
  });
});

describe('the score totals migration', () => {
  it('counts the scores that exist when it runs, and its rollback drops the totals and their triggers', async () => {
    await scratch.db.migrate.down(THIS_MIGRATION);
    const world = await createWorld(scratch.db, 'backfill');
    const random = randomSequence(5);
    for (let i = 0; i < 80; i++) await upsert(scratch.db, randomScore(world, random));
    await scratch.db.migrate.up(THIS_MIGRATION);
    const { cells } = await expectExact(scratch.db);
    expect(cells).toBeGreaterThan(0);

    await scratch.db.migrate.down(THIS_MIGRATION);
    expect(await scratch.db.schema.hasTable('score_cell_totals')).toBe(false);
    expect(await scratch.db.schema.hasTable('score_user_totals')).toBe(false);
    await upsert(scratch.db, randomScore(world, random));
    await migrateLatest(scratch.db);
    await expectExact(scratch.db);
  });
});
