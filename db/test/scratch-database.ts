import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from 'pg';
import { bindModels } from '../src/bind';
import { createKnex } from '../src/connection';

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database of its own for one test file; drop() removes it. */
export async function scratchDatabase(): Promise<{ db: Knex; drop(): Promise<void> }> {
  const name = `vsp_db_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const db = createKnex({ databaseUrl: url.toString(), poolMax: 4 });
  bindModels(db);
  return {
    db,
    async drop() {
      await db.destroy();
      await onServer(`drop database if exists "${name}" with (force)`);
    },
  };
}
