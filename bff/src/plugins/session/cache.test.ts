import type { Server } from '@hapi/hapi';
import { api } from '@vsp/contract';
import { User } from '@vsp/db';
import type { Knex } from 'knex';
import { silently, startSecondProcess, until } from '../../../test/second-process';
import { ADMIN, cookieFrom, createUser, request, signIn, startTestServer, to, type TestServer } from '../../../test/server';
import { changeOf } from '../../lib/change-feed';
import { SessionCache } from './cache';
import type { ActiveSession } from './store';

/*
 * Two server processes on one database, as two replicas behind a load balancer: each keeps the
 * sessions it checked in memory, and neither may serve a session that ended on the other.
 */

const status = async (server: Server, cookie: string) => (await request(server, cookie, to(api.auth.me))).statusCode;

/** The user's newest session: the one their last sign-in made. */
async function newestSid(db: Knex, username: string): Promise<string> {
  const row = await db('sessions as s')
    .join('users as u', 'u.id', db.raw(`(s.sess->>'userId')::int`))
    .where('u.username', username)
    .orderByRaw(`(s.sess->>'createdAt')::bigint desc`)
    .first('s.sid');
  return row.sid as string;
}

/** Waits until the server listens for changes and keeps the user's newest session. */
async function listening(server: Server, db: Knex, cookie: string, username: string): Promise<void> {
  const sid = await newestSid(db, username);
  await until(async () => {
    await status(server, cookie);
    return Boolean(server.app.sessionCache.get(sid));
  }, 'the server keeps the session');
}

describe('sessions kept in memory by two processes on one database', () => {
  let t: TestServer;
  let second: Awaited<ReturnType<typeof startSecondProcess>>;
  let other: Server;
  beforeAll(async () => {
    t = await startTestServer();
    second = await startSecondProcess(t);
    other = second.server;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('answers a known session without reading it again', async () => {
    await createUser(t.db, { username: 'kept' });
    const cookie = await signIn(t.server, 'kept');
    const sid = await newestSid(t.db, 'kept');
    await listening(other, t.db, cookie, 'kept');
    await silently(t.db, 'delete from sessions where sid = ?', [sid]);
    expect(await status(other, cookie)).toBe(200);
  });

  it('refuses a session signed out on the other process', async () => {
    await createUser(t.db, { username: 'leaver' });
    const cookie = await signIn(t.server, 'leaver');
    await listening(other, t.db, cookie, 'leaver');
    const logout = await request(t.server, cookie, to(api.auth.logout));
    expect(logout.statusCode).toBe(204);
    expect(await status(t.server, cookie)).toBe(401);
    await until(async () => (await status(other, cookie)) === 401, 'the other process refuses the session');
  });

  it('ends the sessions of a user who changes the password, on every process, and the new one works on both', async () => {
    await createUser(t.db, { username: 'changer' });
    const here = await signIn(t.server, 'changer');
    const there = await signIn(other, 'changer');
    await listening(other, t.db, there, 'changer');
    expect(await status(other, here)).toBe(200);
    const change = await request(t.server, here, { ...to(api.auth.changePassword), payload: { currentPassword: 'changer-password', newPassword: 'A much longer new passphrase 42' } });
    expect(change.statusCode).toBe(204);
    await until(async () => (await status(other, there)) === 401, 'the other process refuses the old session');
    await until(async () => (await status(other, here)) === 401, 'the other process refuses the session the change was made in');
    expect(await status(t.server, here)).toBe(401);
    const renewed = cookieFrom(change);
    expect(await status(t.server, renewed)).toBe(200);
    expect(await status(other, renewed)).toBe(200);
  });

  it('sees a role taken away on the other process', async () => {
    await createUser(t.db, { username: 'demoted', isAdmin: true });
    const cookie = await signIn(other, 'demoted');
    await listening(other, t.db, cookie, 'demoted');
    expect((await request(other, cookie, to(api.users.adminList))).statusCode).toBe(200);
    const admin = await signIn(t.server, ADMIN.username, ADMIN.password);
    const user = await User.query(t.db).findOne({ username: 'demoted' });
    const update = await request(t.server, admin, { ...to(api.users.update, { id: user!.id }), payload: { username: 'demoted', name: 'Demoted', password: '', isAdmin: false } });
    expect(update.statusCode).toBe(200);
    await until(async () => (await request(other, cookie, to(api.users.adminList))).statusCode === 403, 'the other process refuses the admin call');
  });

  it('lets a session expire by its own times, without any notification', async () => {
    await createUser(t.db, { username: 'idle' });
    const cookie = await signIn(other, 'idle');
    await listening(other, t.db, cookie, 'idle');
    const idleMs = other.app.sessionTimes.idleMs;
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + idleMs + 1_000);
    try {
      expect(await status(other, cookie)).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });

  it('reads every session from the database while notifications may be missed', async () => {
    await createUser(t.db, { username: 'unsure' });
    const cookie = await signIn(other, 'unsure');
    await listening(other, t.db, cookie, 'unsure');
    const listeners = () => t.db.raw(`select pid from pg_stat_activity where application_name = 'vsp change listener' and datname = current_database()`);
    const before = (await listeners()).rows.map((row: { pid: number }) => row.pid);
    await t.db.raw(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'vsp change listener' and datname = current_database()`);
    // Both processes listen again after a second; until then, and once again after, nothing old is trusted.
    await until(async () => (await listeners()).rows.filter((row: { pid: number }) => !before.includes(row.pid)).length === 2, 'both listeners back');
    await silently(t.db, `delete from sessions where sess->>'userId' = (select id::text from users where username = 'unsure')`, []);
    expect(await status(other, cookie)).toBe(401);
  });
});

describe('requests of one session that ask while it is being read', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  /** A read of the session that answers when told to, counting how often it was asked. */
  function heldRead() {
    const pending: { answer: (session: ActiveSession | undefined) => void; fail: (error: Error) => void }[] = [];
    const read = jest.fn(
      () =>
        new Promise<ActiveSession | undefined>((answer, fail) => {
          pending.push({ answer, fail });
        }),
    );
    return { read, pending };
  }

  async function listeningCache(): Promise<SessionCache> {
    await until(async () => t.server.app.changes.listening, 'the process listens');
    return new SessionCache(t.server.app.changes);
  }

  const eva: ActiveSession = { sid: 'sid-of-eva', user: { id: 41, name: 'Eva', isAdmin: false, hasSecondFactor: false } };

  it('share that one read', async () => {
    const cache = await listeningCache();
    const { read, pending } = heldRead();
    const sessions = Array.from({ length: 20 }, () => cache.readOnce(eva.sid, read));
    await until(async () => pending.length > 0, 'the read under way');
    pending[0].answer(eva);
    expect(await Promise.all(sessions)).toEqual(Array.from({ length: 20 }, () => eva));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('read it again once it ended or its user changed after that read began', async () => {
    for (const change of [changeOf.session(eva.sid), changeOf.user(eva.user.id)]) {
      const cache = await listeningCache();
      const { read, pending } = heldRead();
      const before = cache.readOnce(eva.sid, read);
      await until(async () => pending.length === 1, 'the first read under way');
      t.server.app.changes.invalidate(change);
      const after = cache.readOnce(eva.sid, read);
      pending[0].answer(eva);
      expect(await before).toEqual(eva);
      await until(async () => pending.length === 2, `a read of its own after ${change}`);
      pending[1].answer(undefined);
      expect(await after).toBeUndefined();
    }
  });

  it('fail with it when it fails, and the next request reads again', async () => {
    const cache = await listeningCache();
    const { read, pending } = heldRead();
    const sessions = [cache.readOnce(eva.sid, read), cache.readOnce(eva.sid, read)];
    await until(async () => pending.length > 0, 'the read under way');
    pending[0].fail(new Error('the database is away'));
    for (const session of sessions) await expect(session).rejects.toThrow('the database is away');
    const again = cache.readOnce(eva.sid, read);
    await until(async () => pending.length === 2, 'a new read');
    pending[1].answer(eva);
    expect(await again).toEqual(eva);
  });

  it('cost one query of the session for a burst of requests with one cookie', async () => {
    await createUser(t.db, { username: 'bursting' });
    const cookie = await signIn(t.server, 'bursting');
    await until(async () => t.server.app.changes.listening, 'the process listens');
    const reads: string[] = [];
    const count = (query: { sql: string }) => {
      if (query.sql.includes('from "sessions" as "s"')) reads.push(query.sql);
    };
    t.server.app.db.on('query', count);
    try {
      const statuses = await Promise.all(Array.from({ length: 20 }, () => status(t.server, cookie)));
      expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    } finally {
      t.server.app.db.removeListener('query', count);
    }
    expect(reads).toHaveLength(1);
  });
});
