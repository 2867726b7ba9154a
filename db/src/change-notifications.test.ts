import type { Knex } from 'knex';
import { scratchDatabase } from '../test/scratch-database';
import { listenForChanges, CHANGES_CHANNEL, type ChangeListener } from './change-notifications';
import { migrateLatest } from './migrate';
import { Question, Score, ScoringEvent, Session, User, Vendor } from './models';

/** Collects what a listener hears, and resolves once it listens. */
function listen(db: Knex) {
  const heard: string[] = [];
  const losses: unknown[] = [];
  let listening!: () => void;
  const ready = new Promise<void>((resolve) => (listening = resolve));
  const listener: ChangeListener = listenForChanges(db, CHANGES_CHANNEL, { notified: (payload) => heard.push(payload), listening, lost: (error) => losses.push(error) });
  return { heard, losses, ready, listener };
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function sessionAndUser(db: Knex, tag: string) {
  const user = await User.query(db).insert({ username: `user-${tag}`, password: 'x', name: `User ${tag}` });
  await Session.query(db).insert({ sid: `sid-${tag}`, sess: { userId: user.id, createdAt: Date.now() }, expire: new Date(Date.now() + 60_000) });
  return user;
}

/** The sessions among the changes heard. */
const sessions = (heard: string[]) => heard.filter((payload) => payload.startsWith('session:'));

describe('change notifications', () => {
  let scratch: { db: Knex; drop(): Promise<void> };
  let heard: string[];
  let listener: ChangeListener;
  beforeAll(async () => {
    scratch = await scratchDatabase();
    await migrateLatest(scratch.db);
    const listening = listen(scratch.db);
    heard = listening.heard;
    listener = listening.listener;
    await listening.ready;
  }, 60_000);
  afterAll(async () => {
    await listener?.close();
    await scratch?.drop();
  });
  beforeEach(() => heard.splice(0));

  it('names every session a delete ends, once it commits', async () => {
    const user = await sessionAndUser(scratch.db, 'ended');
    await Session.query(scratch.db).insert({ sid: 'sid-other', sess: { userId: user.id, createdAt: Date.now() }, expire: new Date() });
    await Session.query(scratch.db).delete().whereIn('sid', ['sid-ended', 'sid-other']);
    await until(() => sessions(heard).length >= 2, 'two sessions notified');
    expect(sessions(heard).sort()).toEqual(['session:sid-ended', 'session:sid-other']);
  });

  it('says nothing of a change rolled back', async () => {
    await sessionAndUser(scratch.db, 'kept');
    await scratch.db
      .transaction(async (trx) => {
        await Session.query(trx).deleteById('sid-kept');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await Session.query(scratch.db).deleteById('sid-missing');
    await scratch.db.raw(`select pg_notify(?, 'marker')`, [CHANGES_CHANNEL]);
    await until(() => heard.includes('marker'), 'the marker');
    // The user added for the session is named as a change of the results; nothing else is.
    expect(heard.filter((payload) => payload !== 'results')).toEqual(['marker']);
  });

  it('names a user whose name, role or password changes, or who is deleted, and not for other changes', async () => {
    const user = await sessionAndUser(scratch.db, 'changed');
    await User.query(scratch.db).patch({ email: 'changed@example.com' }).findById(user.id);
    await User.query(scratch.db).patch({ name: 'Renamed' }).findById(user.id);
    await User.query(scratch.db).patch({ isAdmin: true }).findById(user.id);
    await User.query(scratch.db).patch({ password: 'y' }).findById(user.id);
    await User.query(scratch.db).deleteById(user.id);
    await scratch.db.raw(`select pg_notify(?, 'marker')`, [CHANGES_CHANNEL]);
    await until(() => heard.includes('marker'), 'the marker');
    // One notification per transaction and payload: the three updates and the delete are separate.
    expect(heard.filter((payload) => payload === `user:${user.id}`)).toHaveLength(4);
  });

  it('names the events list when an event changes, and every user whose scores a statement changes', async () => {
    const event = await ScoringEvent.query(scratch.db).insert({ name: 'Notified event', status: 'Active' });
    const vendor = await Vendor.query(scratch.db).insert({ name: 'Notified vendor' });
    const question = await Question.query(scratch.db).insert({ eventId: event.id, text: 'Notified question' });
    const [first, second] = [await sessionAndUser(scratch.db, 'scorer-1'), await sessionAndUser(scratch.db, 'scorer-2')];
    const cell = { eventId: event.id, vendorId: vendor.id, questionId: question.id, score: 3 };
    await Score.query(scratch.db).insert([{ ...cell, userId: first.id }, { ...cell, userId: second.id }]);
    await Score.query(scratch.db).patch({ score: 4 }).where({ userId: first.id });
    await Vendor.query(scratch.db).deleteById(vendor.id);
    await scratch.db.raw(`select pg_notify(?, 'marker')`, [CHANGES_CHANNEL]);
    await until(() => heard.includes('marker'), 'the marker');
    expect(heard).toContain('events');
    // The insert names both users, the update the first, the cascade from the vendor both again.
    expect(heard.filter((payload) => payload === `scores:${first.id}`)).toHaveLength(3);
    expect(heard.filter((payload) => payload === `scores:${second.id}`)).toHaveLength(2);
  });

  it('names the results when the vendors, questions, event access, declarations, agreed scores, submissions or a user\'s username or email address change, or a user is added', async () => {
    const event = await ScoringEvent.query(scratch.db).insert({ name: 'Results event', status: 'Active' });
    const results = () => heard.filter((payload) => payload === 'results').length;
    const writes: [string, () => Promise<unknown>][] = [
      ['a vendor added', () => scratch.db('vendors').insert({ name: 'Results vendor' })],
      ['a question added', () => scratch.db('questions').insert({ eventId: event.id, text: 'Results question' })],
      ['a user added', () => sessionAndUser(scratch.db, 'results')],
      ['access locked', async () => scratch.db('userEventPermissions').insert({ userId: (await User.query(scratch.db).findOne({ username: 'user-results' }))!.id, eventId: event.id, hasAccess: false })],
      ['a declaration', async () => scratch.db('declarations').insert({ userId: (await User.query(scratch.db).findOne({ username: 'user-results' }))!.id, eventId: event.id })],
      [
        'an agreed score',
        async () => {
          const [vendor, question] = [await scratch.db('vendors').first('id'), await scratch.db('questions').where({ eventId: event.id }).first('id')];
          return scratch.db('consensusScores').insert({ eventId: event.id, vendorId: vendor.id, questionId: question.id, score: 4, rationale: 'Agreed' });
        },
      ],
      ['a question reweighted', () => scratch.db('questions').where({ eventId: event.id }).update({ weight: 2 })],
      ['a vendor renamed', () => scratch.db('vendors').update({ name: 'Renamed vendor' })],
      ['an evaluation submitted', async () => scratch.db('submissions').insert({ userId: (await User.query(scratch.db).findOne({ username: 'user-results' }))!.id, eventId: event.id })],
      ['an email address changed', () => scratch.db('users').where({ username: 'user-results' }).update({ email: 'results@example.com' })],
      ['a username changed', () => scratch.db('users').where({ username: 'user-results' }).update({ username: 'user-results-renamed' })],
    ];
    for (const [what, write] of writes) {
      const before = results();
      await write();
      await until(() => results() > before, what);
    }
  });
});

describe('the PostgreSQL listening connection', () => {
  let scratch: { db: Knex; drop(): Promise<void> };
  beforeAll(async () => {
    scratch = await scratchDatabase();
  });
  afterAll(() => scratch.drop());

  it('says when it is lost, and listens again by itself', async () => {
    const { heard, losses, ready, listener } = listen(scratch.db);
    await ready;
    const listeners = () => scratch.db.raw(`select pid from pg_stat_activity where application_name = 'vsp change listener' and datname = current_database()`);
    const [{ pid }] = (await listeners()).rows;
    await scratch.db.raw('select pg_terminate_backend(?)', [pid]);
    await until(() => losses.length > 0, 'the loss reported');
    await until(async () => (await listeners()).rows.some((row: { pid: number }) => row.pid !== pid), 'a new listening connection');
    await until(async () => {
      await scratch.db.raw(`select pg_notify(?, 'after')`, [CHANGES_CHANNEL]);
      return heard.includes('after');
    }, 'a notification after the reconnection');
    await listener.close();
  });
});
