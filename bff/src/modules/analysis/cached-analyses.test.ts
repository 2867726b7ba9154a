import { api, type AverageEvent, type IncompleteEvent } from '@vsp/contract';
import type { Knex } from 'knex';
import { changeOf } from '../../lib/change-feed';
import { recountedAverages, recountedIncomplete } from '../../../test/analysis-recount';
import { adminCaller, caller, changesHeard, createUser, json, nextChange, startTestServer, to, type Caller, type TestServer } from '../../../test/server';
import { averageScores, incompleteSubmissions } from './service';

/*
 * Average Scores and Incomplete Submissions read every score of the active events: a process caches
 * each answer until a change of anything it reads is notified. Event "Cached", vendors 1 and 2,
 * questions 1 and 2; Ann has scored every cell, Ben one, Cat none.
 */

let t: TestServer;
let admin: Caller;
const w = { event: 0, vendors: [0, 0], questions: [0, 0], ann: 0, ben: 0, cat: 0 };
/** Statements that read the scores of the active events, as the analyses do. */
let scoreReads = 0;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  [{ id: w.event }] = await t.db('scoringEvents').insert({ name: 'Cached', status: 'Active', order: 1 }).returning('id');
  w.vendors = (await t.db('vendors').insert([{ name: 'Vendor 1', order: 1 }, { name: 'Vendor 2', order: 2 }]).returning('id')).map((row: { id: number }) => row.id);
  w.questions = (
    await t
      .db('questions')
      .insert([
        { eventId: w.event, text: 'Question 1', order: 1 },
        { eventId: w.event, text: 'Question 2', order: 2 },
      ])
      .returning('id')
  ).map((row: { id: number }) => row.id);
  w.ann = (await createUser(t.db, { username: 'ann', name: 'Ann' })).id;
  w.ben = (await createUser(t.db, { username: 'ben', name: 'Ben', email: 'ben@example.com' })).id;
  w.cat = (await createUser(t.db, { username: 'cat', name: 'Cat' })).id;
  const cells = w.vendors.flatMap((vendorId) => w.questions.map((questionId) => ({ vendorId, questionId })));
  await t.db('scores').insert(cells.map((cell, i) => ({ userId: w.ann, eventId: w.event, ...cell, score: 1 + i })));
  await t.db('scores').insert({ userId: w.ben, eventId: w.event, ...cells[0], score: 2 });
  t.db.on('query', (query: { sql: string }) => {
    if (/from scores s\b/.test(query.sql)) scoreReads += 1;
  });
});
afterAll(() => t.close());

async function served() {
  const averages = await admin(to(api.analysis.averages));
  const incomplete = await admin(to(api.analysis.incomplete));
  expect([averages.statusCode, incomplete.statusCode]).toEqual([200, 200]);
  return { averages: json<AverageEvent[]>(averages), incomplete: json<IncompleteEvent[]>(incomplete) };
}

/** Both answers read afresh from the database, past the cache. */
async function readAfresh(db: Knex) {
  return { averages: await averageScores(db, t.server.app.config.timeZone), incomplete: JSON.parse(await incompleteSubmissions(db, t.server.app.config.timeZone)) as IncompleteEvent[] };
}

it('reads the scores once for both answers and answers them again from the cache', async () => {
  // The fixture's own changes, written just before, must not reach the server in the middle of this count.
  await changesHeard(t.server, t.db);
  const start = scoreReads;
  const first = await served();
  expect(scoreReads - start).toBe(2);
  expect(await served()).toEqual(first);
  expect(scoreReads - start).toBe(2);
});

it('counts an evaluator’s save at once, as the analyses recounted from every score', async () => {
  const before = await served();
  const saved = await (
    await caller(t.server, 'cat')
  )({ ...to(api.scores.save, { eventId: w.event }), payload: { vendorId: w.vendors[1], questionId: w.questions[0], score: 4, comments: null, followupQuestions: null } });
  expect(saved.statusCode).toBe(200);
  const after = await served();
  expect(after).not.toEqual(before);
  expect(after).toEqual({ averages: await recountedAverages(t.db), incomplete: await recountedIncomplete(t.db) });
});

/*
 * Each table the analyses read, written directly as another process, the command line or psql
 * would: the change is notified, and the answers afterwards are read afresh.
 */
const directChanges: [string, () => string, (db: Knex) => Promise<unknown>][] = [
  ['a score written by hand', () => changeOf.scores(w.cat), (db) => db('scores').insert({ userId: w.cat, eventId: w.event, vendorId: w.vendors[0], questionId: w.questions[0], score: 5 })],
  ['an evaluation submitted', () => changeOf.results, (db) => db('submissions').insert({ userId: w.ann, eventId: w.event })],
  ['an evaluator’s email address', () => changeOf.results, (db) => db('users').where({ id: w.ben }).update({ email: 'ben@elsewhere.example' })],
  ['an evaluator’s username', () => changeOf.results, (db) => db('users').where({ id: w.ben }).update({ username: 'benjamin' })],
  ['an evaluator renamed', () => changeOf.user(w.cat), (db) => db('users').where({ id: w.cat }).update({ name: 'Catherine' })],
  ['a user’s access locked', () => changeOf.results, (db) => db('userEventPermissions').insert({ userId: w.ben, eventId: w.event, hasAccess: false })],
  ['a declared conflict', () => changeOf.results, (db) => db('declarations').insert({ userId: w.ann, eventId: w.event, conflicts: [w.vendors[1]] })],
  ['a question’s text', () => changeOf.results, (db) => db('questions').where({ id: w.questions[1] }).update({ text: 'Question 2, reworded' })],
  ['a vendor renamed', () => changeOf.results, (db) => db('vendors').where({ id: w.vendors[0] }).update({ name: 'Vendor One' })],
  ['the event renamed', () => changeOf.events, (db) => db('scoringEvents').where({ id: w.event }).update({ name: 'Cached, renamed' })],
  ['a new user, who counts among the users with access', () => changeOf.results, (db) => createUser(db, { username: 'newcomer' })],
  ['a score deleted by hand', () => changeOf.scores(w.ann), (db) => db('scores').where({ userId: w.ann, vendorId: w.vendors[0], questionId: w.questions[0] }).delete()],
  ['an evaluation reopened', () => changeOf.results, (db) => db('submissions').where({ userId: w.ann }).delete()],
];

it.each(directChanges)('reads the answers afresh after a change written to the database directly: %s', async (_, change, write) => {
  const before = await served();
  const heard = nextChange(t.server, change());
  await write(t.db);
  await heard;
  const after = await served();
  expect(after).not.toEqual(before);
  expect(after).toEqual(await readAfresh(t.db));
});
