import { SYSTEM_USER_ID } from '@vsp/contract';
import type { Knex } from 'knex';

/**
 * A small scoring world whose analysis is computed by hand in the tests:
 * - Event A (active, Active): questions q1, q2, q5 active, q3 inactive.
 * - Event C (active, Scheduled): only an inactive question.
 * - Event B (inactive): one active question.
 * - Vendors V1 and V2 active, V3 inactive.
 * - Alice, Bob, Carol and Erin have access to A (Erin through an explicit row); Dave's access to A
 *   is locked. The system account scored too, and never counts.
 */
export interface AnalysisFixture {
  events: { a: number; b: number; c: number };
  vendors: { v1: number; v2: number; v3: number };
  questions: { q1: number; q2: number; q3: number; q5: number; q4: number };
  users: { alice: number; bob: number; carol: number; dave: number; erin: number };
}

async function insert(db: Knex, table: string, row: object): Promise<number> {
  const [{ id }] = await db(table).insert(row).returning('id');
  return id as number;
}

export async function createAnalysisFixture(db: Knex): Promise<AnalysisFixture> {
  const events = {
    b: await insert(db, 'scoringEvents', { name: 'Event B', status: 'Active', order: 0, isActive: false }),
    a: await insert(db, 'scoringEvents', { name: 'Event A', status: 'Active', order: 1 }),
    c: await insert(db, 'scoringEvents', { name: 'Event C', status: 'Scheduled', order: 2 }),
  };
  const vendors = {
    v3: await insert(db, 'vendors', { name: 'Vendor 3', order: 0, isActive: false }),
    v2: await insert(db, 'vendors', { name: 'Vendor 2', company: 'Co 2', order: 2 }),
    v1: await insert(db, 'vendors', { name: 'Vendor 1', company: 'Co 1', order: 1 }),
  };
  const questions = {
    q1: await insert(db, 'questions', { eventId: events.a, text: 'Q1', order: 1 }),
    q2: await insert(db, 'questions', { eventId: events.a, text: 'Q2', order: 2 }),
    q5: await insert(db, 'questions', { eventId: events.a, text: 'Q5', order: 3 }),
    q3: await insert(db, 'questions', { eventId: events.a, text: 'Q3', order: 4, isActive: false }),
    q4: await insert(db, 'questions', { eventId: events.b, text: 'Q4', order: 1 }),
  };
  await insert(db, 'questions', { eventId: events.c, text: 'QC', order: 1, isActive: false });
  const user = (username: string, name: string, email: string | null) =>
    insert(db, 'users', { username, name, email, password: 'not a hash: nobody signs in' });
  const users = {
    erin: await user('erin', 'Erin', 'erin@example.com'),
    dave: await user('dave', 'Dave', 'dave@example.com'),
    carol: await user('carol', 'Carol', null),
    bob: await user('bob', 'Bob', 'bob@example.com'),
    alice: await user('alice', 'Alice', 'alice@example.com'),
  };
  await db('userEventPermissions').insert([
    { userId: users.dave, eventId: events.a, hasAccess: false },
    { userId: users.erin, eventId: events.a, hasAccess: true },
  ]);

  const { a } = events;
  const { v1, v2, v3 } = vendors;
  const { q1, q2, q3, q4, q5 } = questions;
  const scores: [number, number, number, number, number][] = [
    // user, event, vendor, question, score
    [users.alice, a, v1, q1, 5],
    [users.alice, a, v1, q2, 0],
    [users.alice, a, v1, q5, 1],
    [users.alice, a, v2, q1, 3],
    [users.alice, a, v2, q2, 5],
    [users.alice, a, v1, q3, 1], // inactive question
    [users.alice, a, v3, q1, 2], // inactive vendor
    [users.alice, events.b, v1, q4, 5], // inactive event
    [users.bob, a, v1, q1, 3],
    [users.dave, a, v1, q1, 1], // Dave has no access to A
    [users.dave, a, v1, q2, 1],
    [users.dave, a, v1, q5, 1],
    [users.dave, a, v2, q1, 1],
    [users.erin, a, v1, q1, 4],
    [users.erin, a, v1, q2, 2],
    [users.erin, a, v1, q5, 4],
    [users.erin, a, v2, q1, 0],
    [users.erin, a, v2, q2, 0],
    [users.erin, a, v2, q5, 0],
    [SYSTEM_USER_ID, a, v1, q1, 1], // the system account
  ];
  await db('scores').insert(
    scores.map(([userId, eventId, vendorId, questionId, score]) => ({ userId, eventId, vendorId, questionId, score, comments: `c${score}` })),
  );
  return { events, vendors, questions, users };
}
