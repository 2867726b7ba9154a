import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import type { Knex } from 'knex';
import { ADMIN, request, signIn } from '../../../test/server';

/** Tables an administrator call may change; sessions are left out because every request touches them. */
const DATA_TABLES = [
  'users',
  'scoring_events',
  'vendors',
  'questions',
  'scores',
  'user_event_permissions',
  'event_vendor_info',
  'content_pages',
  'site_config',
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

export interface Caller {
  (options: ServerInjectOptions): Promise<ServerInjectResponse>;
  cookie: string;
}

/** Injects requests with a signed-in user's session. */
export async function caller(server: Server, username: string, password?: string): Promise<Caller> {
  const cookie = await signIn(server, username, password);
  const call = ((options: ServerInjectOptions) => request(server, cookie, options)) as Caller;
  call.cookie = cookie;
  return call;
}

export function adminCaller(server: Server): Promise<Caller> {
  return caller(server, ADMIN.username, ADMIN.password);
}

export function json<T = unknown>(response: ServerInjectResponse): T {
  return JSON.parse(response.payload) as T;
}

export interface Catalog {
  eventId: number;
  vendorId: number;
  questionId: number;
}

/** One active event with one vendor and one question. */
export async function createCatalog(db: Knex, label = 'Main'): Promise<Catalog> {
  const [event] = await db('scoring_events').insert({ name: `${label} event`, status: 'Active' }).returning('id');
  const [vendor] = await db('vendors').insert({ name: `${label} vendor` }).returning('id');
  const [question] = await db('questions').insert({ eventId: event.id, text: `${label} question` }).returning('id');
  return { eventId: event.id, vendorId: vendor.id, questionId: question.id };
}

export async function createScore(db: Knex, fields: { userId: number; eventId: number; vendorId: number; questionId: number; score: number }): Promise<void> {
  await db('scores').insert(fields);
}
