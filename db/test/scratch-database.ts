import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { bindModels } from '../src/bind';
import { createKnex } from '../src/connection';
import { databaseUrlOn, runOnServer } from '../src/server-sql';

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';


/** An empty PostgreSQL database of its own for one test file; drop() removes it. */
export async function scratchDatabase(): Promise<{ db: Knex; drop(): Promise<void> }> {
  const name = `vsp_db_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runOnServer(SERVER_URL, `create database "${name}"`);
  const db = createKnex({ databaseUrl: databaseUrlOn(SERVER_URL, name), poolMax: 4 });
  bindModels(db);
  return {
    db,
    async drop() {
      await db.destroy();
      await runOnServer(SERVER_URL, `drop database if exists "${name}" with (force)`);
    },
  };
}
