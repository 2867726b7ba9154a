import type { Knex } from 'knex';
import { migrateLatest, migrateRollbackAll } from '../src/migrate';
import { scratchDatabase } from '../test/scratch-database';

let scratch: { db: Knex; drop(): Promise<void> };

beforeAll(async () => {
  scratch = await scratchDatabase();
});
afterAll(() => scratch.drop());

async function tables(db: Knex): Promise<string[]> {
  const result = await db.raw(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'knex_%' order by 1`);
  return result.rows.map((row: { name: string }) => row.name);
}

it('migrates up to every table of the schema, with a comment on every column, and back down to nothing', async () => {
  await migrateLatest(scratch.db);
  expect(await tables(scratch.db)).toEqual([
    'api_tokens',
    'audit_log',
    'award_exclusions',
    'consensus_scores',
    'content_pages',
    'decision_reports',
    'decision_steps',
    'declarations',
    'event_decisions',
    'event_prices',
    'event_vendor_info',
    'login_failures',
    'questions',
    'recovery_codes',
    'reminders',
    'score_history',
    'scores',
    'scoring_events',
    'second_factors',
    'server_secrets',
    'sessions',
    'site_config',
    'submissions',
    'user_event_permissions',
    'user_events',
    'users',
    'vendor_files',
    'vendor_schedules',
    'vendors',
  ]);
  const uncommented = await scratch.db.raw(`
    select c.table_name || '.' || c.column_name as name
    from information_schema.columns c
    join pg_class t on t.relname = c.table_name
    where c.table_schema = 'public' and c.table_name not like 'knex_%'
      and col_description(t.oid, c.ordinal_position) is null`);
  expect(uncommented.rows).toEqual([]);

  await migrateRollbackAll(scratch.db);
  expect(await tables(scratch.db)).toEqual([]);
  await migrateLatest(scratch.db);
  expect((await tables(scratch.db)).length).toBe(29);
});
