import type { Knex } from 'knex';
import { scratchDatabase } from '../test/scratch-database';
import { forgetOtherClustersTransactions } from './history-transactions';
import { migrateLatest } from './migrate';

let scratch: { db: Knex; drop(): Promise<void> };

beforeAll(async () => {
  scratch = await scratchDatabase();
  await migrateLatest(scratch.db);
});
afterAll(() => scratch.drop());

async function insert(table: string, row: object): Promise<number> {
  const [{ id }] = await scratch.db(table).insert(row).returning('id');
  return id as number;
}

it("forgets the transactions a restored history row names from another cluster, and keeps this cluster's", async () => {
  const db = scratch.db;
  const eventId = await insert('scoringEvents', { name: 'Event', status: 'Active', order: 1 });
  const vendorId = await insert('vendors', { name: 'Vendor', order: 1 });
  const questionId = await insert('questions', { eventId, text: 'Q1', order: 1 });
  const userId = await insert('users', { username: 'ann', password: 'not-a-hash', name: 'Ann' });
  await db('scores').insert({ userId, eventId, vendorId, questionId, score: 3 });
  // What a restore brings: a row naming a transaction far beyond this cluster's newest.
  const restored = await insert('scoreHistory', {
    userId,
    eventId,
    vendorId,
    questionId,
    action: 'updated',
    oldScore: 1,
    newScore: 3,
    transactionId: db.raw("(pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1000000)::text::xid8"),
  });
  const named = () => db('scoreHistory').orderBy('id').select('id', db.raw('transaction_id is not null as named'));

  expect(await named()).toEqual([
    { id: expect.any(Number), named: true },
    { id: restored, named: true },
  ]);
  expect(await forgetOtherClustersTransactions(db)).toBe(1);
  expect(await named()).toEqual([
    { id: expect.any(Number), named: true },
    { id: restored, named: false },
  ]);
  expect(await forgetOtherClustersTransactions(db)).toBe(0);
});
