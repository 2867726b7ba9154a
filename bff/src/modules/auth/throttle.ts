import type { Knex } from 'knex';

export interface ThrottleRules {
  /** Failures of one username before it is locked. */
  maxFailures: number;
  /** Both the counting window and the lock's length. */
  lockMinutes: number;
}

// An address is shared by many people behind one proxy, so it gets a larger allowance than a username.
const ADDRESS_FACTOR = 10;

export function throttleKeys(username: string, address: string): { key: string; max: (rules: ThrottleRules) => number }[] {
  return [
    { key: `user:${username.toLowerCase()}`, max: (rules) => rules.maxFailures },
    { key: `ip:${address}`, max: (rules) => rules.maxFailures * ADDRESS_FACTOR },
  ];
}

/** Minutes until the first of these keys is unlocked, or 0 when none is locked. */
export async function lockedMinutes(db: Knex, keys: string[]): Promise<number> {
  const row = await db('login_failures')
    .whereIn('key', keys)
    .andWhere('locked_until', '>', db.fn.now())
    .max('locked_until as until')
    .first();
  const until = row?.until ? new Date(row.until as string | Date).getTime() : 0;
  return until > Date.now() ? Math.ceil((until - Date.now()) / 60_000) : 0;
}

/** Counts one failure per key, in the database so every replica sees the same count. */
export async function recordFailure(db: Knex, username: string, address: string, rules: ThrottleRules): Promise<void> {
  const window = `${rules.lockMinutes} minutes`;
  for (const { key, max } of throttleKeys(username, address)) {
    await db.raw(
      `insert into login_failures (key, count, window_started_at) values (?, 1, now())
       on conflict (key) do update set
         count = case when login_failures.window_started_at < now() - ?::interval then 1 else login_failures.count + 1 end,
         window_started_at = case when login_failures.window_started_at < now() - ?::interval then now() else login_failures.window_started_at end`,
      [key, window, window],
    );
    await db('login_failures')
      .where('key', key)
      .andWhere('count', '>=', max(rules))
      .update({ lockedUntil: db.raw('now() + ?::interval', [window]), count: 0, windowStartedAt: db.fn.now() });
  }
}

export async function clearFailures(db: Knex, username: string): Promise<void> {
  await db('login_failures').where('key', `user:${username.toLowerCase()}`).delete();
}

export async function sweepLoginFailures(db: Knex, rules: ThrottleRules): Promise<number> {
  const window = `${rules.lockMinutes} minutes`;
  return db('login_failures')
    .where('window_started_at', '<', db.raw('now() - ?::interval', [window]))
    .andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<', db.fn.now()))
    .delete();
}
