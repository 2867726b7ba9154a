import type { Knex } from 'knex';
import { migrateLatest } from '../src/migrate';
import { asActor } from '../test/as-actor';
import { scratchDatabase } from '../test/scratch-database';

async function id(db: Knex, table: string, row: object): Promise<number> {
  const [inserted] = await db(table).insert(row).returning('id');
  return inserted.id;
}

const count = async (db: Knex, table: string) => Number((await db(table).count({ n: '*' }))[0].n);

describe('the audit trail, append-only', () => {
  let scratch: { db: Knex; drop(): Promise<void> };
  let admin: number;
  let evaluator: number;
  let event: number;

  beforeAll(async () => {
    scratch = await scratchDatabase();
    await migrateLatest(scratch.db);
    const db = scratch.db;
    admin = await id(db, 'users', { username: 'ada', password: 'x', name: 'Ada Admin', isAdmin: true });
    evaluator = await id(db, 'users', { username: 'eva', password: 'x', name: 'Eva Evaluator' });
    event = await asActor(db, admin, (trx) => id(trx, 'scoringEvents', { name: 'Tender', status: 'Active' }));
    const vendor = await id(db, 'vendors', { name: 'Vendor' });
    const question = await id(db, 'questions', { eventId: event, text: 'Question' });
    await db('scores').insert({ userId: evaluator, eventId: event, vendorId: vendor, questionId: question, score: 4 });
  }, 60_000);
  afterAll(() => scratch?.drop());

  it.each(['audit_log', 'score_history'])('refuses to change, delete or truncate the rows of %s, whoever asks', async (table) => {
    const db = scratch.db;
    const before = await db(table).orderBy('id').select();
    expect(before.length).toBeGreaterThan(0);
    const refused = new RegExp(`${table} is append-only: its rows are never changed or removed`);
    await expect(db.raw(`update ${table} set actor_name = 'Someone else'`)).rejects.toThrow(refused);
    await expect(db.raw(`delete from ${table} where id = ?`, [before[0].id])).rejects.toThrow(refused);
    await expect(db.raw(`truncate ${table}`)).rejects.toThrow(refused);
    await expect(asActor(db, admin, (trx) => trx.raw(`delete from ${table}`))).rejects.toThrow(refused);
    expect(await db(table).orderBy('id').select()).toEqual(before);
  });

  it('keeps every row when what they describe is deleted, and adds the deletions', async () => {
    const db = scratch.db;
    const history = await count(db, 'scoreHistory');
    const log = await count(db, 'auditLog');
    await asActor(db, admin, async (trx) => {
      await trx('scores').delete();
      await trx('scoringEvents').where({ id: event }).delete();
      await trx('users').where({ id: evaluator }).delete();
    });
    expect(await count(db, 'scoreHistory')).toBe(history + 1);
    expect(await db('scoreHistory').orderBy('id', 'desc').first('action', 'userId', 'actorId')).toEqual({ action: 'deleted', userId: evaluator, actorId: admin });
    // The event, its question and the evaluator, each recorded as deleted, on top of what was there.
    expect(await count(db, 'auditLog')).toBe(log + 3);
  });
});
