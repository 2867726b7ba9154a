import path from 'node:path';
import type { Knex } from 'knex';
import { migrateLatest } from '../src/migrate';
import { scratchDatabase } from '../test/scratch-database';

let scratch: { db: Knex; drop(): Promise<void> };

beforeAll(async () => {
  scratch = await scratchDatabase();
});
afterAll(() => scratch.drop());

const MIGRATIONS = { directory: path.join(__dirname), loadExtensions: ['.js'] };

const user = (id: number, username: string) => ({ id, username, password: 'not a hash', name: username });

describe('usernames unique regardless of case', () => {
  it('stops on existing accounts that differ only by case, naming them, and goes ahead once they are renamed', async () => {
    // The schema as it was before the case-insensitive index.
    await scratch.db.migrate.up({ ...MIGRATIONS, name: '20261122000000_initial_schema.js' });
    await scratch.db('users').insert([user(1, 'Bob'), user(2, 'bob'), user(3, 'carol')]);

    await expect(migrateLatest(scratch.db)).rejects.toThrow(/differ only by case: Bob \(id 1\), bob \(id 2\)\./);
    expect(await scratch.db('users').pluck('username')).toEqual(expect.arrayContaining(['Bob', 'bob', 'carol']));

    await scratch.db('users').where({ id: 2 }).update({ username: 'bob2' });
    await migrateLatest(scratch.db);
    await expect(scratch.db('users').insert(user(4, 'CAROL'))).rejects.toMatchObject({ constraint: 'users_username_lower_unique' });
  });

  it('gives every column of the sign-in counters a comment, and rolls back', async () => {
    const { rows } = await scratch.db.raw(`select col_description('login_failures'::regclass, attnum) as comment from pg_attribute
      where attrelid = 'login_failures'::regclass and attname in ('key', 'locks')`);
    expect(rows.map((row: { comment: string | null }) => row.comment)).toEqual([expect.stringMatching(/pair:/), expect.stringMatching(/twice/)]);
    await scratch.db.migrate.down({ ...MIGRATIONS, name: '20261201000000_case_insensitive_usernames_and_sign_in_throttle.js' });
    await scratch.db('users').insert(user(5, 'CAROL'));
  });
});
