import Boom from '@hapi/boom';
import { hashPassword, User, verifyPassword } from '@vsp/db';
import type { Knex } from 'knex';
import type { CurrentUser } from '../../api-types';
import { createSession, destroySession, type SessionTimes } from '../../plugins/session/store';
import { clearFailures, lockedMinutes, recordFailure, throttleKeys, type ThrottleRules } from './throttle';

// Verifying against a throwaway hash when the username is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that never matches');
  return decoyHash;
}

export interface LoginContext {
  address: string;
  throttle: ThrottleRules;
  times: SessionTimes;
  /** The session this browser had before, replaced by a new id. */
  previousSid?: string;
}

export function toCurrentUser(user: Pick<User, 'id' | 'name' | 'isAdmin'>): CurrentUser {
  return { id: user.id, name: user.name, isAdmin: user.isAdmin };
}

export async function login(
  db: Knex,
  username: string,
  password: string,
  context: LoginContext,
): Promise<{ sid: string; user: CurrentUser }> {
  const keys = throttleKeys(username, context.address).map((k) => k.key);
  const wait = await lockedMinutes(db, keys);
  if (wait > 0) {
    throw Boom.tooManyRequests(`Too many failed sign-in attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`);
  }
  const user = await User.query(db).findOne({ username });
  const valid = await verifyPassword(user?.password ?? (await decoy()), password);
  if (!user || !valid) {
    await recordFailure(db, username, context.address, context.throttle);
    throw Boom.unauthorized('Invalid credentials');
  }
  await clearFailures(db, username);
  if (context.previousSid) await destroySession(db, context.previousSid);
  const sid = await createSession(db, user.id, context.times);
  return { sid, user: toCurrentUser(user) };
}
