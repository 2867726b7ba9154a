import { api, type ScoringEvent, type UserScore } from '@vsp/contract';
import { createCell } from '../../test/fixtures';
import { startSecondProcess, until } from '../../test/second-process';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../test/server';
import { CachedReads } from './cached-reads';

/*
 * The dashboard's reads (the active events, the caller's own scores) are kept in memory by each
 * process; a change made anywhere, through any process or straight in the database, reaches them.
 */

let t: TestServer;
let second: Awaited<ReturnType<typeof startSecondProcess>>;
beforeAll(async () => {
  t = await startTestServer();
  second = await startSecondProcess(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const eventNames = async (call: Caller) => json<ScoringEvent[]>(await call(to(api.events.list))).map((event) => event.name);
const scoresOf = async (call: Caller) => json<UserScore[]>(await call(to(api.scores.mine))).map((score) => score.score);

/** Waits until the process keeps what it reads: the first read after that is kept. */
async function keeping(call: Caller, read: (call: Caller) => Promise<unknown>): Promise<void> {
  await until(async () => second.server.app.changes.listening, 'the second process listens');
  await read(call);
}

it('shows an event changed through the other process, and one changed in the database', async () => {
  await createCell(t.db, 'Kept');
  const here = await adminCaller(t.server);
  const there = await caller(second.server, 'admin', 'admin-password-for-tests');
  await keeping(there, eventNames);
  expect(await eventNames(there)).toContain('Kept event');

  const [{ id }] = await t.db('scoring_events').where({ name: 'Kept event' }).select('id');
  const renamed = await here({ ...to(api.events.update, { id }), payload: { name: 'Renamed event', status: 'Active' } });
  expect(renamed.statusCode).toBe(200);
  await until(async () => (await eventNames(there)).includes('Renamed event'), 'the rename shown by the other process');

  await t.db('scoring_events').where({ id }).update({ name: 'Renamed in the database' });
  await until(async () => (await eventNames(there)).includes('Renamed in the database'), 'the database change shown');
});

it("shows an administrator's change at once on the process that made it, before the database's notification", async () => {
  const there = await caller(second.server, 'admin', 'admin-password-for-tests');
  await keeping(there, eventNames);
  for (let round = 0; round < 10; round += 1) {
    await eventNames(there);
    const name = `At once ${round}`;
    expect((await there({ ...to(api.events.create), payload: { name, status: 'Active' } })).statusCode).toBe(201);
    expect(await eventNames(there)).toContain(name);
  }
});

it("shows the caller's own save at once on the process that saved it, and soon on the other", async () => {
  const cell = await createCell(t.db, 'Scored');
  await createUser(t.db, { username: 'scorer' });
  const here = await caller(t.server, 'scorer');
  const there = await caller(second.server, 'scorer');
  await keeping(there, scoresOf);
  expect(await scoresOf(here)).toEqual([]);

  const save = (call: Caller, score: number) => call({ ...to(api.scores.save, { eventId: cell.eventId }), payload: { questionId: cell.questionId, vendorId: cell.vendorId, score } });
  expect((await save(here, 4)).statusCode).toBe(200);
  expect(await scoresOf(here)).toEqual([4]);
  await until(async () => (await scoresOf(there)).join() === '4', 'the save shown by the other process');

  expect((await save(there, 2)).statusCode).toBe(200);
  expect(await scoresOf(there)).toEqual([2]);
  await until(async () => (await scoresOf(here)).join() === '2', 'the second save shown by the first process');

  // An administrator deleting every score reaches both.
  const admin = await adminCaller(t.server);
  expect((await admin(to(api.scores.deleteAll))).statusCode).toBe(200);
  await until(async () => (await scoresOf(there)).length === 0 && (await scoresOf(here)).length === 0, 'the delete shown by both');
});

it('reads the database while change notifications may be missed', async () => {
  const cell = await createCell(t.db, 'Unsure');
  await createUser(t.db, { username: 'unsure-scorer' });
  const there = await caller(second.server, 'unsure-scorer');
  await keeping(there, scoresOf);
  const listeners = () => t.db.raw(`select pid from pg_stat_activity where application_name = 'vsp change listener' and datname = current_database()`);
  const before = (await listeners()).rows.map((row: { pid: number }) => row.pid);
  await t.db.raw(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'vsp change listener' and datname = current_database()`);
  await until(async () => (await listeners()).rows.filter((row: { pid: number }) => !before.includes(row.pid)).length === 2, 'both listeners back');
  // Written with the triggers off: nobody is told, so only a read of the database can show it.
  await t.db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    const user = await trx('users').where({ username: 'unsure-scorer' }).first('id');
    await trx('scores').insert({ userId: user.id, eventId: cell.eventId, vendorId: cell.vendorId, questionId: cell.questionId, score: 5 });
  });
  expect(await scoresOf(there)).toEqual([5]);
});

describe('requests that find no answer kept while one is being read', () => {
  /** A load that answers when told to, counting how often it was asked. */
  function heldLoad() {
    const pending: { answer: (value: unknown) => void; fail: (error: Error) => void }[] = [];
    const load = jest.fn(
      () =>
        new Promise<unknown>((answer, fail) => {
          pending.push({ answer, fail });
        }),
    );
    return { load, pending };
  }

  async function listeningReads() {
    await until(async () => t.server.app.changes.listening, 'the process listens');
    return new CachedReads(t.server.app.changes);
  }

  it('share that one read, and the answer is kept for the next', async () => {
    const reads = await listeningReads();
    const { load, pending } = heldLoad();
    const answers = Array.from({ length: 50 }, () => reads.read('shared', load));
    await until(async () => pending.length > 0, 'the read under way');
    pending[0].answer(['one answer']);
    expect(new Set(await Promise.all(answers))).toEqual(new Set(['["one answer"]']));
    expect(await reads.read('shared', load)).toBe('["one answer"]');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('read again once the answer changed after that read began, and keep only the newer answer', async () => {
    const reads = await listeningReads();
    const { load, pending } = heldLoad();
    const before = reads.read('changing', load);
    await until(async () => pending.length === 1, 'the first read under way');
    t.server.app.changes.invalidate('changing');
    const after = reads.read('changing', load);
    pending[0].answer('old');
    expect(await before).toBe('"old"');
    await until(async () => pending.length === 2, 'a read of its own for the request after the change');
    pending[1].answer('new');
    expect(await after).toBe('"new"');
    expect(await reads.read('changing', load)).toBe('"new"');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fail with it when it fails, and the next request reads again', async () => {
    const reads = await listeningReads();
    const { load, pending } = heldLoad();
    const answers = [reads.read('failing', load), reads.read('failing', load)];
    await until(async () => pending.length > 0, 'the read under way');
    pending[0].fail(new Error('the database is away'));
    for (const answer of answers) await expect(answer).rejects.toThrow('the database is away');
    const again = reads.read('failing', load);
    await until(async () => pending.length === 2, 'a new read');
    pending[1].answer('back');
    expect(await again).toBe('"back"');
  });
});

describe('answers kept with options', () => {
  async function listening(): Promise<void> {
    await until(async () => t.server.app.changes.listening, 'the process listens');
  }
  const counted = () => {
    let loads = 0;
    return {
      load: (value: unknown) => async () => {
        loads += 1;
        return value;
      },
      loads: () => loads,
    };
  };

  it('drop every answer on a change that clears them all, and keep none read while one came', async () => {
    await listening();
    const changes = t.server.app.changes;
    const reads = new CachedReads(changes, { clearsAll: (payload) => payload.startsWith('everything:') });
    const { load, loads } = counted();
    await reads.read('first', load(1));
    await reads.read('second', load(2));
    await reads.read('first', load(1));
    expect(loads()).toBe(2);
    changes.invalidate('other:1');
    await reads.read('second', load(2));
    expect(loads()).toBe(2);
    changes.invalidate('everything:1');
    await reads.read('first', load(1));
    await reads.read('second', load(2));
    expect(loads()).toBe(4);
    // A change that clears them all, announced while an answer is read, keeps that answer from being kept.
    await reads.read('third', async () => {
      changes.invalidate('everything:2');
      return 3;
    });
    await reads.read('third', load(3));
    expect(loads()).toBe(5);
  });

  it('do not share a read under way with a request made after a change that clears them all', async () => {
    await listening();
    const changes = t.server.app.changes;
    const reads = new CachedReads(changes, { clearsAll: (payload) => payload.startsWith('everything:') });
    let answerFirst!: (value: unknown) => void;
    const first = reads.read('shared', () => new Promise((resolve) => (answerFirst = resolve)));
    changes.invalidate('everything:3');
    const second = reads.read('shared', async () => 'read again');
    answerFirst('read before the change');
    expect(await first).toBe('"read before the change"');
    expect(await second).toBe('"read again"');
  });

  it('keep at most the characters given, dropping the least recently read first', async () => {
    await listening();
    const reads = new CachedReads(t.server.app.changes, { maxCharacters: 25 });
    const { load, loads } = counted();
    const text = (letter: string) => letter.repeat(10);
    await reads.read('a', load(text('a')));
    await reads.read('b', load(text('b')));
    await reads.read('a', load(text('a')));
    expect(loads()).toBe(2);
    await reads.read('c', load(text('c')));
    // "b" was read least recently: dropped to make room for "c".
    await reads.read('a', load(text('a')));
    expect(loads()).toBe(3);
    await reads.read('b', load(text('b')));
    expect(loads()).toBe(4);
  });
});
