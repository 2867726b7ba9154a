import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { bindModels } from '../src/bind';
import { createKnex } from '../src/connection';
import { databaseUrlOn, runOnServer } from '../src/server-sql';
import { testServerUrl } from './test-server';

/** An empty PostgreSQL database of its own for one test file; drop() removes it. */
export async function scratchDatabase(): Promise<{ db: Knex; drop(): Promise<void> }> {
  const name = `vsp_db_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runOnServer(testServerUrl(), `create database "${name}"`);
  const db = createKnex({ databaseUrl: databaseUrlOn(testServerUrl(), name), poolMax: 4 });
  bindModels(db);
  return {
    db,
    async drop() {
      await db.destroy();
      await runOnServer(testServerUrl(), `drop database if exists "${name}" with (force)`);
    },
  };
}
