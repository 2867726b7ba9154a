import { CHANGES_CHANNEL } from '@vsp/db';
import { until } from '../../test/second-process';
import { startTestServer, type TestServer } from '../../test/server';
import { startProxiedServer, type ProxiedServer } from '../../test/tcp-proxy';
import { changeOf, type ChangeFeed } from './change-feed';

/*
 * What a process may keep of a read: a value read while a change of it was announced is not kept,
 * while changes of anything else (other evaluators' saves, every millisecond at a deadline) let it be.
 */

let t: TestServer;
let feed: ChangeFeed;
beforeAll(async () => {
  t = await startTestServer();
  feed = t.server.app.changes;
  await until(async () => feed.listening, 'the server listens for changes');
});
afterAll(() => t.close());

describe('a mark taken before a read', () => {
  it('keeps the value when only changes of other things came meanwhile', () => {
    const mark = feed.mark();
    feed.invalidate(changeOf.scores(1));
    feed.invalidate(changeOf.session('another-sid'));
    expect(feed.unchangedSince(mark, changeOf.scores(2))).toBe(true);
    expect(feed.unchangedSince(mark, changeOf.session('sid'), changeOf.user(1))).toBe(true);
  });

  it('keeps nothing once a change of the value came meanwhile', () => {
    const mark = feed.mark();
    feed.invalidate(changeOf.events);
    feed.invalidate(changeOf.scores(7));
    expect(feed.unchangedSince(mark, changeOf.scores(7))).toBe(false);
    expect(feed.unchangedSince(mark, changeOf.scores(8), changeOf.events)).toBe(false);
    expect(feed.unchangedSince(feed.mark(), changeOf.scores(7))).toBe(true);
  });

  it('keeps nothing read across a reset, whatever it was about', () => {
    const mark = feed.mark();
    feed.invalidateAll();
    expect(feed.unchangedSince(mark, changeOf.scores(9))).toBe(false);
  });

  it('keeps nothing when more changes came than the feed remembers', () => {
    const few = feed.mark();
    for (let user = 100; user < 110; user += 1) feed.invalidate(changeOf.scores(user));
    expect(feed.unchangedSince(few, changeOf.scores(1))).toBe(true);
    const many = feed.mark();
    for (let user = 100; user < 5_100; user += 1) feed.invalidate(changeOf.scores(user));
    expect(feed.unchangedSince(many, changeOf.scores(1))).toBe(false);
  });
});

describe('what the process keeps', () => {
  it("keeps a session read while other evaluators' saves were announced, not one whose user changed", () => {
    const sessions = t.server.app.sessionCache;
    const session = (sid: string) => ({ sid, user: { id: 42, name: 'Reader', isAdmin: false, hasSecondFactor: false }, createdAt: Date.now(), expire: Date.now() + 60_000 });
    const first = feed.mark();
    feed.invalidate(changeOf.scores(41));
    sessions.remember(session('kept-sid'), first);
    expect(sessions.get('kept-sid')?.user.id).toBe(42);

    const second = feed.mark();
    feed.invalidate(changeOf.user(42));
    sessions.remember(session('dropped-sid'), second);
    expect(sessions.get('dropped-sid')).toBeUndefined();
  });

  it('keeps an answer read while other changes were announced, and reads again after its own', async () => {
    const reads = t.server.app.cachedReads;
    let loads = 0;
    const load = (announcing: string) => async () => {
      loads += 1;
      feed.invalidate(announcing);
      return [loads];
    };
    expect(await reads.read(changeOf.scores(50), load(changeOf.scores(51)))).toBe('[1]');
    expect(await reads.read(changeOf.scores(50), load(changeOf.scores(51)))).toBe('[1]');
    expect(await reads.read(changeOf.scores(60), load(changeOf.scores(60)))).toBe('[2]');
    expect(await reads.read(changeOf.scores(60), load(changeOf.events))).toBe('[3]');
    expect(await reads.read(changeOf.scores(60), load(changeOf.events))).toBe('[3]');
  });
});

describe('a listening connection that stalls', () => {
  let proxied: ProxiedServer;
  beforeAll(async () => {
    proxied = await startProxiedServer('stalled_listener');
    await until(async () => proxied.server.app.changes.listening, 'the server listens for changes');
  });
  afterAll(() => proxied.close());

  it('is found within 15 seconds and every cache reset as when it drops; listening resumes once the path carries again', async () => {
    const stalledFeed = proxied.server.app.changes;
    const reads = proxied.server.app.cachedReads;
    let loads = 0;
    const load = async () => [(loads += 1)];
    const listeningAtResets: boolean[] = [];
    stalledFeed.subscribe({ changed: () => undefined, reset: () => listeningAtResets.push(stalledFeed.listening) });
    expect(await reads.read('kept', load)).toBe('[1]');
    expect(await reads.read('kept', load)).toBe('[1]');

    // Nothing passes and no error comes: only the listener's own proof of life can tell.
    proxied.proxy.stall();
    await until(async () => !stalledFeed.listening, 'the stall found', 15_000);
    expect(listeningAtResets).toEqual([false]);
    expect(await reads.read('kept', load)).toBe('[2]');
    expect(await reads.read('kept', load)).toBe('[3]');

    proxied.proxy.resume();
    await until(async () => stalledFeed.listening, 'listening again', 15_000);
    expect(listeningAtResets).toEqual([false, true]);
    const heard: string[] = [];
    stalledFeed.subscribe({ changed: (payload) => heard.push(payload), reset: () => undefined });
    await proxied.db.raw(`select pg_notify(?, 'after the stall')`, [CHANGES_CHANNEL]);
    await until(async () => heard.includes('after the stall'), 'a change notified after the stall');
    expect(await reads.read('kept', load)).toBe('[4]');
    expect(await reads.read('kept', load)).toBe('[4]');
  }, 60_000);
});
