import { api, type EventAgreement, type EventCells, type EventRanking } from '@vsp/contract';
import type { Knex } from 'knex';
import { changeOf } from '../../lib/change-feed';
import { createResultsFixture, type ResultsFixture } from '../../../test/results-fixture';
import { startSecondProcess, until } from '../../../test/second-process';
import { adminCaller, caller, changesHeard, createUser, json, nextChange, startTestServer, to, type Caller, type TestServer } from '../../../test/server';
import { eventAgreement } from './results/agreement';
import { eventCells } from './results/cells';
import { eventRanking } from './results/ranking';

let t: TestServer;
let admin: Caller;
let f: ResultsFixture;
/** The statements run on the database while `capturing`, as knex reports them (with $1, $2… for the bindings). */
let statements: { sql: string; bindings: readonly unknown[] }[];
let capturing = false;
/** How many times the server computed an event's results: each computation reads its event first. */
let computations = 0;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  f = await createResultsFixture(t.db);
  t.db.on('query', (query: { sql: string; bindings?: readonly unknown[] }) => {
    if (query.sql.includes('from scoring_events e where e.id')) computations += 1;
    if (capturing) statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  });
});
afterAll(() => t.close());

/** The three results of one event as the server answers them. */
async function served(eventId: number) {
  const read = async <T>(endpoint: Parameters<typeof to>[0]) => {
    const response = await admin(to(endpoint, { eventId }));
    expect(response.statusCode).toBe(200);
    return json<T>(response);
  };
  return {
    ranking: await read<EventRanking>(api.analysis.ranking),
    cells: await read<EventCells>(api.analysis.cells),
    agreement: await read<EventAgreement>(api.analysis.agreement),
  };
}

/** The same results computed afresh from the database, past the cache. */
async function computedAfresh(db: Knex, eventId: number) {
  return { ranking: await eventRanking(db, eventId), cells: await eventCells(db, eventId), agreement: await eventAgreement(db, eventId) };
}

/** Saves `score` in event R's cell through the route, as the evaluator `call` signs in as. */
async function saveAs(call: Caller, vendorId: number, questionId: number, score: number): Promise<void> {
  const saved = await call({
    method: api.scores.save.method,
    url: api.scores.save.path({ eventId: f.events.r }),
    payload: { vendorId, questionId, score, comments: null, followupQuestions: null },
  });
  expect(saved.statusCode).toBe(200);
}

/** Declares conflicts with `vendorIds` in event R through the route, as the evaluator `call` signs in as. */
async function declareAs(call: Caller, vendorIds: number[]): Promise<void> {
  const declared = await call({ method: api.declarations.declare.method, url: api.declarations.declare.path({ eventId: f.events.r }), payload: { conflicts: vendorIds } });
  expect(declared.statusCode).toBe(200);
}

it('computes an event’s results once and answers them again from the cache', async () => {
  // The fixture's own changes, written just before, must not reach the server in the middle of this count.
  await changesHeard(t.server, t.db);
  const start = computations;
  const first = await served(f.events.r);
  expect(computations - start).toBe(3);
  expect(await served(f.events.r)).toEqual(first);
  expect(computations - start).toBe(3);
  // Another event's results are its own.
  await served(f.events.k);
  expect(computations - start).toBe(6);
});

it('counts an evaluator’s save at once, and answers what a fresh computation gives', async () => {
  const before = await served(f.events.r);
  await saveAs(await caller(t.server, 'ben'), f.vendors.v3, f.questions.q1, 5);
  const after = await served(f.events.r);
  expect(after).not.toEqual(before);
  expect(after).toEqual(await computedAfresh(t.db, f.events.r));
});

it('counts an evaluator’s declared conflict at once', async () => {
  const before = await served(f.events.r);
  await declareAs(await caller(t.server, 'dan'), [f.vendors.v4]);
  const after = await served(f.events.r);
  expect(after.ranking).not.toEqual(before.ranking);
  expect(after).toEqual(await computedAfresh(t.db, f.events.r));
});

/*
 * Each table the results are computed from, written directly as another process, the command line
 * or psql would: the change is notified, it invalidates the cache, and the results answered
 * afterwards are computed afresh.
 */
const directChanges: [string, () => string, (db: Knex) => Promise<unknown>][] = [
  ['a question’s weight', () => changeOf.results, (db) => db('questions').where({ id: f.questions.q2 }).update({ weight: 3 })],
  ['a vendor made inactive', () => changeOf.results, (db) => db('vendors').where({ id: f.vendors.v2 }).update({ isActive: false })],
  ['a user’s access locked', () => changeOf.results, (db) => db('userEventPermissions').insert({ userId: f.users.cat, eventId: f.events.r, hasAccess: false })],
  ['a declared conflict', () => changeOf.results, (db) => db('declarations').insert({ userId: f.users.ann, eventId: f.events.r, conflicts: [f.vendors.v1] })],
  [
    'an agreed score',
    () => changeOf.results,
    (db) => db('consensusScores').insert({ eventId: f.events.r, vendorId: f.vendors.v3, questionId: f.questions.q2, score: 5, rationale: 'Agreed in the panel' }),
  ],
  ['a new user, who counts among the users with access', () => changeOf.results, (db) => createUser(db, { username: 'newcomer' })],
  ['an evaluator renamed', () => changeOf.user(f.users.ben), (db) => db('users').where({ id: f.users.ben }).update({ name: 'Benedict' })],
  ['the event’s disagreement threshold', () => changeOf.events, (db) => db('scoringEvents').where({ id: f.events.r }).update({ disagreementThreshold: 1 })],
  [
    'a score written by hand',
    () => changeOf.scores(f.users.eve),
    (db) => db('scores').insert({ userId: f.users.eve, eventId: f.events.r, vendorId: f.vendors.v1, questionId: f.questions.q1, score: 1 }),
  ],
  [
    'a score changed by hand',
    () => changeOf.scores(f.users.ann),
    (db) => db('scores').where({ userId: f.users.ann, eventId: f.events.r, vendorId: f.vendors.v1, questionId: f.questions.q1 }).update({ score: 1 }),
  ],
  [
    'a score deleted by hand',
    () => changeOf.scores(f.users.ben),
    (db) => db('scores').where({ userId: f.users.ben, eventId: f.events.r, vendorId: f.vendors.v1, questionId: f.questions.q2 }).delete(),
  ],
  ['a question made inactive', () => changeOf.results, (db) => db('questions').where({ id: f.questions.q2 }).update({ isActive: false })],
  ['the question made active again', () => changeOf.results, (db) => db('questions').where({ id: f.questions.q2 }).update({ isActive: true })],
  ['an agreed score removed', () => changeOf.results, (db) => db('consensusScores').where({ eventId: f.events.r }).delete()],
  ['a user’s access given back', () => changeOf.results, (db) => db('userEventPermissions').where({ userId: f.users.cat }).delete()],
  ['every declaration truncated', () => changeOf.results, (db) => db.raw('truncate declarations')],
  ['a user deleted, who counted among the users with access', () => changeOf.user(f.users.dan), (db) => db('users').where({ id: f.users.dan }).delete()],
  ['a vendor deleted with its scores', () => changeOf.results, (db) => db('vendors').where({ id: f.vendors.v3 }).delete()],
  ['a question deleted with its scores', () => changeOf.results, (db) => db('questions').where({ id: f.questions.q1 }).delete()],
];

it.each(directChanges)('computes the results afresh after a change written to the database directly: %s', async (_, change, write) => {
  const before = await served(f.events.r);
  const heard = nextChange(t.server, change());
  await write(t.db);
  await heard;
  const after = await served(f.events.r);
  expect(after).not.toEqual(before);
  expect(after).toEqual(await computedAfresh(t.db, f.events.r));
});

it('invalidates another process’s cache when a save is made here, and when a conflict is declared here', async () => {
  const other = await startSecondProcess(t);
  try {
    const there = await adminCaller(other.server);
    const ranking = async () => json<EventRanking>(await there(to(api.analysis.ranking, { eventId: f.events.r })));
    await until(async () => other.server.app.changes.listening, 'the other process listens');
    const before = await ranking();
    const ann = await caller(t.server, 'ann');
    await saveAs(ann, f.vendors.v4, f.questions.q2, 5);
    const saveCounted = await eventRanking(t.db, f.events.r);
    expect(saveCounted).not.toEqual(before);
    await until(async () => JSON.stringify(await ranking()) === JSON.stringify(saveCounted), 'the save counted by the other process');

    await declareAs(ann, [f.vendors.v4]);
    const declarationCounted = await eventRanking(t.db, f.events.r);
    expect(declarationCounted).not.toEqual(saveCounted);
    await until(async () => JSON.stringify(await ranking()) === JSON.stringify(declarationCounted), 'the declaration counted by the other process');
  } finally {
    await other.close();
  }
});

/** Per table, the operations whose changes the server is told of (see the change_notifications and results_changes migrations). */
async function notifiedOperations(db: Knex): Promise<Map<string, Set<string>>> {
  const result = await db.raw<{ rows: { name: string; type: number }[] }>(`
    select c.relname as name, t.tgtype as type from pg_trigger t
    join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where p.proname like 'notify\\_%'`);
  // pg_trigger.tgtype: a bit per operation.
  const bits: [string, number][] = [['insert', 4], ['delete', 8], ['update', 16], ['truncate', 32]];
  const operations = new Map<string, Set<string>>();
  for (const { name, type } of result.rows) {
    const of = operations.get(name) ?? new Set<string>();
    for (const [operation, bit] of bits) if (type & bit) of.add(operation);
    operations.set(name, of);
  }
  return operations;
}

/** The tables a plan reads, found through its nodes. */
function tablesOf(plan: Record<string, unknown>, into = new Set<string>()): Set<string> {
  if (typeof plan['Relation Name'] === 'string') into.add(plan['Relation Name']);
  for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? []) tablesOf(child, into);
  return into;
}

it('is told of every change of every table the results are computed from', async () => {
  statements = [];
  capturing = true;
  try {
    await computedAfresh(t.db, f.events.r);
  } finally {
    capturing = false;
  }
  const read = new Set<string>();
  for (const { sql, bindings } of statements.filter((statement) => /^\s*(select|with)\b/i.test(statement.sql))) {
    // The bindings are the event's id: integers, written in place of $1, $2… for EXPLAIN.
    const literal = sql.replace(/\$(\d+)/g, (_, n: string) => String(Math.trunc(Number(bindings[Number(n) - 1]))));
    const explained = await t.db.raw<{ rows: { 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }[] }>(`explain (format json) ${literal.replace(/\?/g, '\\?')}`);
    tablesOf(explained.rows[0]['QUERY PLAN'][0].Plan, read);
  }
  expect([...read]).toEqual(expect.arrayContaining(['scores', 'vendors', 'questions', 'users', 'declarations']));
  const notified = await notifiedOperations(t.db);
  const everyOperation = ['insert', 'update', 'delete', 'truncate'];
  const unnotified = [...read].flatMap((table) => everyOperation.filter((operation) => !notified.get(table)?.has(operation)).map((operation) => `${table} ${operation}`));
  expect(unnotified).toEqual([]);
});

it('computes the same results whatever a user’s columns other than their name hold, which change without being told of', async () => {
  const before = await computedAfresh(t.db, f.events.r);
  // Every column of users but the id, and the name, administrator flag and password, whose changes are told of.
  const columns = await t.db.raw<{ rows: { name: string; type: string }[] }>(`
    select column_name as name, data_type as type from information_schema.columns
    where table_schema = 'public' and table_name = 'users' and column_name not in ('id', 'name', 'is_admin', 'password')`);
  const newValue: Record<string, string> = { 'character varying': `'changed-' || id`, 'timestamp with time zone': `now() - interval '1 day'`, boolean: 'true' };
  expect(columns.rows.filter(({ type }) => !(type in newValue))).toEqual([]);
  await t.db.raw(`update users set ${columns.rows.map(({ name, type }) => `${name} = ${newValue[type]}`).join(', ')}`);
  expect(await computedAfresh(t.db, f.events.r)).toEqual(before);
});
