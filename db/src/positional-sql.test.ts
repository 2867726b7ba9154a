import { scratchDatabase } from '../test/scratch-database';
import { runPositionalSql } from './positional-sql';

/** The mail queue brings its own SQL, with $1 placeholders and several statements in one string. */
describe('SQL with positional values', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;

  beforeAll(async () => {
    database = await scratchDatabase();
  }, 60_000);
  afterAll(() => database.drop());

  it('runs several statements in one string, answering the rows of every one in order', async () => {
    const result = await runPositionalSql(
      database.db,
      'create table jobs (id int primary key, data jsonb); select 1 as locked; insert into jobs values (1, \'{"a": 1}\'); select count(*)::int as n from jobs',
    );
    expect(result.rows).toEqual([{ locked: 1 }, { n: 1 }]);
  });

  it('binds $1 values, JSON included', async () => {
    await runPositionalSql(database.db, 'insert into jobs (id, data) values ($1, $2::jsonb)', [2, JSON.stringify({ reminderId: 7 })]);
    const result = await runPositionalSql(database.db, 'select data from jobs where id = $1', [2]);
    expect(result.rows).toEqual([{ data: { reminderId: 7 } }]);
  });

  it('runs inside the caller\'s transaction, so its writes roll back with it', async () => {
    await expect(
      database.db.transaction(async (trx) => {
        await runPositionalSql(trx, 'insert into jobs (id) values ($1)', [3]);
        expect((await runPositionalSql(trx, 'select id from jobs where id = $1', [3])).rows).toEqual([{ id: 3 }]);
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    expect((await runPositionalSql(database.db, 'select id from jobs where id = $1', [3])).rows).toEqual([]);
  });

  it('answers an error with PostgreSQL\'s fields, and runs again afterwards', async () => {
    const insert = 'insert into jobs (id, data) values ($1, $2::jsonb) returning id, data';
    await expect(runPositionalSql(database.db, insert, [1, null])).rejects.toMatchObject({ code: '23505', constraint: 'jobs_pkey' });
    expect((await runPositionalSql(database.db, insert, [4, JSON.stringify({ b: [1, 2] })])).rows).toEqual([{ id: 4, data: { b: [1, 2] } }]);
  });
});
