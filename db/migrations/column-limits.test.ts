import { CONTENT_HTML_MAX, LIMITS, SCORE_MAX, SCORE_MIN, TEXT_MAX } from '@vsp/contract';
import type { Knex } from 'knex';
import { migrateLatest } from '../src/migrate';
import { scratchDatabase } from '../test/scratch-database';

let scratch: { db: Knex; drop(): Promise<void> };

beforeAll(async () => {
  scratch = await scratchDatabase();
  await migrateLatest(scratch.db);
});
afterAll(() => scratch.drop());

/** The table each group of the contract's limits describes. */
const TABLES: Record<keyof typeof LIMITS, string> = {
  user: 'users',
  event: 'scoring_events',
  vendor: 'vendors',
  question: 'questions',
  score: 'scores',
  contentPage: 'content_pages',
  siteConfig: 'site_config',
  eventVendorInfo: 'event_vendor_info',
  vendorFile: 'vendor_files',
  vendorSchedule: 'vendor_schedules',
  consensus: 'consensus_scores',
  declaration: 'declarations',
  exclusion: 'award_exclusions',
  decision: 'event_decisions',
  apiToken: 'api_tokens',
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

interface Column {
  table: string;
  column: string;
  type: string;
  length: number | null;
}

it('stores each field the contract limits in a column of exactly that length; text columns carry one of its sane bounds', async () => {
  const { rows } = await scratch.db.raw(`
    select table_name as "table", column_name as "column", data_type as "type", character_maximum_length as "length"
    from information_schema.columns where table_schema = 'public'`);
  const columns = new Map((rows as Column[]).map((row) => [`${row.table}.${row.column}`, row]));

  const described = Object.entries(LIMITS).flatMap(([group, fields]) =>
    Object.entries(fields).map(([field, limit]) => ({ name: `${TABLES[group as keyof typeof LIMITS]}.${snakeCase(field)}`, limit })),
  );
  const found = described.map(({ name, limit }) => {
    const column = columns.get(name);
    // A text column has no length of its own: the limit the contract gives it is a sane bound.
    const length = column?.type === 'text' ? [TEXT_MAX, CONTENT_HTML_MAX].find((bound) => bound === limit) ?? 'unbounded text' : column?.length;
    return { name, limit: length ?? 'no such column' };
  });
  expect(found).toEqual(described);
});

it('keeps scores within the contract range', async () => {
  const { rows } = await scratch.db.raw(`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'scores_score_range'`);
  const bounds = /score >= (-?\d+).*score <= (-?\d+)/.exec(rows[0]?.definition ?? '');
  expect(bounds?.slice(1).map(Number)).toEqual([SCORE_MIN, SCORE_MAX]);
});
