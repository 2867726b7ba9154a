import { spawn } from 'node:child_process';
import path from 'node:path';
import { databaseUrlOn, openDatabaseServer, runOnServer, type KnexConfig } from '@vsp/db';
import { temporaryDataDir } from '@vsp/db/test/test-server';

export const ROOT = path.resolve(__dirname, '..', '..');
export const SERVER_URL = process.env.BENCH_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN_PASSWORD = 'bench-admin-password';

export const sql = (url: string, text: string): Promise<unknown[]> => runOnServer(url, text);

export function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`))));
  });
}

/** A new DATA_DIR for an embedded PostgreSQL (one that PostgreSQL's system user reaches when the benchmark runs as root). */
export const benchDataDir = (name: string): string => temporaryDataDir(`vsp-bench-${name}-`);

/**
 * Runs `task` on the embedded PostgreSQL in `dataDir` (created the first time), started for the task
 * and stopped after it, as `npm run seed:demo` does; a BFF started on the DATA_DIR then owns it.
 */
export async function onEmbedded<T>(dataDir: string, task: (config: KnexConfig) => Promise<T>): Promise<T> {
  const server = await openDatabaseServer({ dataDir });
  try {
    return await task({ databaseUrl: server.url });
  } finally {
    await server.stop();
  }
}

/** An empty database `name` on the benchmark's PostgreSQL server, dropped first if it exists; answers its URL. */
export async function freshDatabase(name: string): Promise<string> {
  await sql(SERVER_URL, `drop database if exists ${name} with (force)`);
  await sql(SERVER_URL, `create database ${name}`);
  return databaseUrlOn(SERVER_URL, name);
}

export async function dropDatabase(name: string): Promise<void> {
  await sql(SERVER_URL, `drop database if exists ${name} with (force)`);
}

/**
 * Waits until the PostgreSQL server has finished the work a burst of writes leaves behind: a
 * checkpoint flushes what they dirtied, and the autovacuum workers they woke finish (at most
 * `limitMs`), so the next measurement does not share the cores with them.
 */
export async function settle(url: string, limitMs = 60_000): Promise<void> {
  await sql(url, 'checkpoint');
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const [{ busy }] = (await sql(url, "select count(*)::int as busy from pg_stat_activity where backend_type = 'autovacuum worker'")) as { busy: number }[];
    if (busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface LargeDataset {
  users: number;
  vendors: number;
  questions: number;
  events: number;
}

/**
 * Database `name` filled by `npm run seed:large`, then made to look like real data: every fifth
 * evaluator left about 30% of the cells blank, and every twentieth has no access to the events.
 * With `reuse`, an existing database of that name is kept as it is. Answers its URL and score count.
 */
/** Whether the database exists and still holds scores (a benchmark's Delete All may have emptied it). */
async function holdsScores(name: string): Promise<boolean> {
  if ((await sql(SERVER_URL, `select 1 from pg_database where datname = '${name}'`)).length === 0) return false;
  const [{ held }] = (await sql(databaseUrlOn(SERVER_URL, name), 'select exists (select 1 from scores) as held')) as { held: boolean }[];
  return held;
}

export async function largeDataset(name: string, size: LargeDataset, reuse = false): Promise<{ url: string; scores: number }> {
  const url = databaseUrlOn(SERVER_URL, name);
  if (!reuse || !(await holdsScores(name))) {
    await freshDatabase(name);
    await run('npm', ['run', 'seed:large', '-w', '@vsp/db', '--', '--users', String(size.users), '--vendors', String(size.vendors), '--questions', String(size.questions), '--events', String(size.events)], {
      DATABASE_URL: url,
      ADMIN_PASSWORD,
    });
    await sql(url, `delete from scores where user_id % 5 = 0 and random() < 0.3`);
    await sql(url, `insert into user_event_permissions (user_id, event_id, has_access)
                    select u.id, e.id, false from users u cross join scoring_events e where u.id % 20 = 3`);
    await sql(url, 'vacuum analyze');
  }
  const [{ scores }] = (await sql(url, 'select count(*)::int as scores from scores')) as { scores: number }[];
  return { url, scores };
}
