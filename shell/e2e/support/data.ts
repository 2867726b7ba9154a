import { randomBytes } from 'node:crypto';
import { bindModels, createKnex, hashPassword, User } from '@vsp/db';
import type { Knex } from 'knex';

/** Runs a task against the run's database; each spec makes its own uniquely named rows. */
export async function withDatabase<T>(task: (db: Knex) => Promise<T>): Promise<T> {
  const db = createKnex({ databaseUrl: process.env.E2E_DATABASE_URL, poolMax: 2 });
  bindModels(db);
  try {
    return await task(db);
  } finally {
    await db.destroy();
  }
}

export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(3).toString('hex')}`;
}

export interface Account {
  id: number;
  username: string;
  password: string;
  name: string;
}

export async function createAccount(options: { isAdmin?: boolean; name?: string } = {}): Promise<Account> {
  const username = unique(options.isAdmin ? 'admin' : 'eval');
  const password = `${username}-password`;
  const name = options.name ?? `Person ${username}`;
  const user = await withDatabase(async (db) =>
    User.query(db).insert({ username, password: await hashPassword(password), name, isAdmin: options.isAdmin ?? false }),
  );
  return { id: user.id, username, password, name };
}

export const systemAdmin = (): Account => ({ id: -1, username: 'admin', password: process.env.E2E_ADMIN_PASSWORD!, name: 'System Administrator' });
