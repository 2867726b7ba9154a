import { EventVendorInfo, Question, ScoringEvent, UserEventPermission, Vendor } from '@vsp/db';
import type { Knex } from 'knex';

export interface Catalog {
  active: ScoringEvent;
  closed: ScoringEvent;
  hidden: ScoringEvent;
  vendors: Vendor[];
  inactiveVendor: Vendor;
  questions: Question[];
  inactiveQuestion: Question;
  closedQuestion: Question;
}

/**
 * An Active, a Closed and an inactive event; two active vendors (ordered against their ids)
 * and one inactive; two active questions and one inactive in the Active event.
 */
export async function createCatalog(db: Knex): Promise<Catalog> {
  const [active, closed, hidden] = await ScoringEvent.query(db).insert([
    { name: 'Active event', status: 'Active', order: 2, startDate: '2026-11-02' },
    { name: 'Closed event', status: 'Closed', order: 1 },
    { name: 'Hidden event', status: 'Active', order: 0, isActive: false },
  ]);
  const vendors = await Vendor.query(db).insert([
    { name: 'Second vendor', company: 'Second Co', order: 2 },
    { name: 'First vendor', company: 'First Co', order: 1 },
  ]);
  const inactiveVendor = await Vendor.query(db).insert({ name: 'Gone vendor', order: 0, isActive: false });
  const questions = await Question.query(db).insert([
    { eventId: active.id, text: 'Second question', order: 2 },
    { eventId: active.id, text: 'First question', description: 'Explained', order: 1 },
  ]);
  const inactiveQuestion = await Question.query(db).insert({ eventId: active.id, text: 'Retired question', order: 3, isActive: false });
  const closedQuestion = await Question.query(db).insert({ eventId: closed.id, text: 'Closed question', order: 1 });
  await EventVendorInfo.query(db).insert({ eventId: active.id, vendorId: vendors[0].id, info: 'Booth 4, 10:00' });
  return { active, closed, hidden, vendors, inactiveVendor, questions, inactiveQuestion, closedQuestion };
}

export async function denyAccess(db: Knex, userId: number, eventId: number): Promise<void> {
  await UserEventPermission.query(db).insert({ userId, eventId, hasAccess: false });
}

export interface Cell {
  eventId: number;
  vendorId: number;
  questionId: number;
}

/** One cell of the scoring grid: an Active event with one vendor and one question. */
export async function createCell(db: Knex, label = 'Main'): Promise<Cell> {
  const [event] = await db('scoring_events').insert({ name: `${label} event`, status: 'Active' }).returning('id');
  const [vendor] = await db('vendors').insert({ name: `${label} vendor` }).returning('id');
  const [question] = await db('questions').insert({ eventId: event.id, text: `${label} question` }).returning('id');
  return { eventId: event.id, vendorId: vendor.id, questionId: question.id };
}

/** Tables an administrator call may change; sessions are left out because every request touches them. */
const DATA_TABLES = [
  'users',
  'scoring_events',
  'vendors',
  'questions',
  'scores',
  'submissions',
  'user_event_permissions',
  'event_vendor_info',
  'content_pages',
  'site_config',
  'audit_log',
  'consensus_scores',
  'declarations',
  'reminders',
  'vendor_files',
  'vendor_schedules',
  'api_tokens',
  'second_factors',
  'recovery_codes',
];

/** A fingerprint of every row of the data tables: equal fingerprints mean nothing changed. */
export async function dataFingerprint(db: Knex): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of DATA_TABLES) {
    const row = await db.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`);
    result[table] = row.rows[0].digest as string;
  }
  return result;
}

/** A cell with a score, a permission and an info line on it, so deletions have something to cascade to. */
export async function createScoredCell(db: Knex, userId: number, label: string): Promise<Cell> {
  const cell = await createCell(db, label);
  await db('scores').insert({ userId, ...cell, score: 3 });
  await db('userEventPermissions').insert({ userId, eventId: cell.eventId, hasAccess: true });
  await db('eventVendorInfo').insert({ eventId: cell.eventId, vendorId: cell.vendorId, info: 'Booth' });
  return cell;
}

/** How many rows of a table match. */
export async function countRows(db: Knex, table: string, where: Record<string, number>): Promise<number> {
  return (await db(table).where(where)).length;
}
