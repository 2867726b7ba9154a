import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { api, type Score } from '@vsp/contract';
import { embeddedDatabaseUrl } from '@vsp/db';
import { temporaryDataDir } from '@vsp/db/test/test-server';
import pg from 'pg';
import { exitWithin, ROOT, startBff, waitUntilReady, type BffProcess } from './processes';
import { to } from './server';
import { callBff } from './http-call';

/**
 * The embedded default (no DATABASE_URL) as an operator meets it, with real processes: a BFF killed
 * in the middle of saves starts again at once with every acknowledged save, a second BFF on the
 * same DATA_DIR is refused, BFF_PROCESSES share one embedded PostgreSQL, and the earlier engine's
 * folder is recognised and left alone.
 */
const ALEX = { username: 'alex', password: 'demo-alex-2026' };
const ADMIN_PASSWORD = 'embedded-admin-password';

let dataDir: string;
const started: BffProcess[] = [];

beforeEach(() => {
  dataDir = temporaryDataDir('vsp-embedded-default-');
});

afterEach(async () => {
  for (const bff of started.splice(0)) await bff.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function bffOn(env: NodeJS.ProcessEnv = {}): Promise<BffProcess> {
  const bff = await startBff({ DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'info', ...env });
  started.push(bff);
  return bff;
}

/** Runs a command in the repository root with the DATA_DIR; resolves with what it printed once it succeeds. */
function run(command: string, args: string[], cwd = ROOT): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_PASSWORD } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${output}`))));
  });
}

/** `npm run seed:demo` on the DATA_DIR: creates the cluster, migrates, seeds, stops it. */
const seedDemo = () => run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['db/src/cli/seed-demo.ts']);


/** A GET on a connection opened for it alone (fetch keeps its connections open for the next request). */
function onNewConnection(port: number, endpoint: { method: string; url: string }, cookie: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: endpoint.url, method: endpoint.method, headers: { cookie }, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : null }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function signIn(base: string, credentials: { username: string; password: string }): Promise<string> {
  const login = await callBff(base, to(api.auth.login), undefined, credentials);
  expect(login.status).toBe(200);
  return login.cookie!;
}

/** The active demo event and its cells (question × vendor). */
async function cellsOf(base: string, cookie: string) {
  const events = await callBff(base, to(api.events.list), cookie);
  const event = events.body.find((candidate: { status: string }) => candidate.status === 'Active');
  const questions = (await callBff(base, to(api.questions.ofEvent, { eventId: event.id }), cookie)).body as { id: number }[];
  const vendors = (await callBff(base, to(api.vendors.list), cookie)).body as { id: number }[];
  return { eventId: event.id as number, cells: questions.flatMap((question) => vendors.map((vendor) => ({ questionId: question.id, vendorId: vendor.id }))) };
}

/** Every file under `dir` with its content's hash and mode. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const { mode } = fs.statSync(file);
    files[path.relative(dir, file)] = entry.isFile() ? `${mode} ${createHash('sha256').update(fs.readFileSync(file)).digest('hex')}` : `${mode}`;
  }
  return files;
}

const readyIn = (bff: BffProcess) => {
  const line = bff.logLines().find((candidate) => String(candidate.msg).startsWith('Serving on'));
  return Number(/ready in (\d+) ms/.exec(String(line?.msg))?.[1]);
};

it('keeps every acknowledged save when the BFF is killed in the middle of saving, and starts again at once', async () => {
  await seedDemo();
  const first = await bffOn();
  await waitUntilReady(first);
  const cookie = await signIn(first.base, ALEX);
  const { eventId, cells } = await cellsOf(first.base, cookie);

  // Each cell is saved over and over by one loop, one save at a time with a numbered comment; the
  // process is killed while the loops still send.
  const acknowledged = cells.map(() => 0);
  const sent = cells.map(() => 0);
  let stop = false;
  const loops = cells.map(async (cell, index) => {
    while (!stop) {
      const attempt = sent[index] + 1;
      sent[index] = attempt;
      try {
        const saved = await callBff(first.base, to(api.scores.save, { eventId }), cookie, { ...cell, score: (attempt % 5) + 1, comments: `save ${attempt}`, followupQuestions: null });
        if (saved.status !== 200) throw new Error(`save answered ${saved.status}`);
        acknowledged[index] = attempt;
      } catch {
        return;
      }
    }
  });
  const deadline = Date.now() + 30_000;
  while (acknowledged.reduce((sum, count) => sum + count, 0) < 100 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  first.child.kill('SIGKILL');
  await first.exited;
  stop = true;
  await Promise.all(loops);
  expect(acknowledged.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(100);

  const second = await bffOn();
  await waitUntilReady(second);
  // The database the killed process left running is found and used again: no lock to wait out.
  expect(readyIn(second)).toBeLessThan(10_000);
  const again = await signIn(second.base, ALEX);
  const stored = (await callBff(second.base, to(api.scores.ofEvent, { eventId }), again)).body as Score[];
  cells.forEach((cell, index) => {
    const score = stored.find((candidate) => candidate.questionId === cell.questionId && candidate.vendorId === cell.vendorId);
    // The last acknowledged save, or the one that was on its way when the process died.
    const kept = [`save ${acknowledged[index]}`, `save ${acknowledged[index] + 1}`];
    if (acknowledged[index] === 0) expect([undefined, 'save 1']).toContain(score?.comments);
    else expect(kept).toContain(score?.comments);
  });
}, 180_000);

it('refuses a second BFF on the same DATA_DIR while the first runs, naming the first', async () => {
  const first = await bffOn();
  await waitUntilReady(first);
  const second = await bffOn();
  expect(await exitWithin(second, 60_000)).toBe(1);
  expect(second.output()).toContain(`The embedded PostgreSQL in ${dataDir} is in use by process ${first.child.pid}`);
  // The first one went on serving.
  expect((await fetch(`${first.base}/readyz`)).status).toBe(200);
  // Its server logs through PostgreSQL's collector, one file per weekday that a week later is overwritten.
  expect(fs.readdirSync(path.join(dataDir, 'postgres', 'log'))).toEqual([expect.stringMatching(/^postgresql-(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\.log$/)]);
}, 120_000);

it('serves the same sessions and data from two processes on one embedded PostgreSQL (BFF_PROCESSES=2)', async () => {
  await seedDemo();
  const bff = await bffOn({ BFF_PROCESSES: '2' });
  await waitUntilReady(bff, 90_000);
  const serving = () => bff.logLines().filter((line) => String(line.msg).startsWith('Serving on')).length;
  const deadline = Date.now() + 60_000;
  while (serving() < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const cookie = await signIn(bff.base, ALEX);
  const { eventId, cells } = await cellsOf(bff.base, cookie);
  // A connection of its own for each request: the primary hands them to the processes in turn.
  const everywhere = async (endpoint: { method: string; url: string }, session: string) => {
    const answers = [];
    for (let request = 0; request < 10; request += 1) answers.push(await onNewConnection(bff.port, endpoint, session));
    return answers;
  };
  const servedBy = (url: string) => new Set(bff.logLines().filter((line) => (line.req as { url?: string } | undefined)?.url === url).map((line) => line.pid));

  // Signed in through one process, the session is known to both.
  expect((await everywhere(to(api.auth.me), cookie)).map((answer) => answer.status)).toEqual(Array(10).fill(200));
  expect(servedBy(api.auth.me.path()).size).toBe(2);

  // A save through one process is read from both, each told of the change.
  const before = await everywhere(to(api.scores.ofEvent, { eventId }), cookie);
  expect(before.map((answer) => answer.body)).toEqual(Array(10).fill([]));
  const saved = await callBff(bff.base, to(api.scores.save, { eventId }), cookie, { ...cells[0], score: 4, comments: 'Seen everywhere', followupQuestions: null });
  expect(saved.status).toBe(200);
  const after = await everywhere(to(api.scores.ofEvent, { eventId }), cookie);
  expect(after.map((answer) => (answer.body as Score[]).map((score) => score.comments))).toEqual(Array(10).fill(['Seen everywhere']));
  expect(servedBy(api.scores.ofEvent.path({ eventId })).size).toBe(2);

  // Signed out through one process, the session ends in both.
  expect((await callBff(bff.base, to(api.auth.logout), cookie)).status).toBe(204);
  expect((await everywhere(to(api.auth.me), cookie)).map((answer) => answer.status)).toEqual(Array(10).fill(401));

  expect(await bff.stop()).toBe(0);
  // The primary stopped the embedded PostgreSQL once both processes had stopped.
  expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
}, 180_000);

it('recognises a DATA_DIR of the earlier embedded database (PGlite) and leaves it as it was', async () => {
  // PGlite kept PostgreSQL's files directly in DATA_DIR, beside the uploads.
  fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '18\n');
  for (const folder of ['base/1', 'global', 'pg_wal', 'files/vendor-7']) fs.mkdirSync(path.join(dataDir, folder), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'base', '1', '1259'), Buffer.alloc(8192, 7));
  fs.writeFileSync(path.join(dataDir, 'global', 'pg_control'), Buffer.alloc(8192, 3));
  fs.writeFileSync(path.join(dataDir, 'postgresql.conf'), "listen_addresses = ''\n");
  fs.writeFileSync(path.join(dataDir, 'files', 'vendor-7', 'brochure.pdf'), '%PDF-1.4 brochure');
  const before = snapshot(dataDir);

  const bff = await bffOn();
  expect(await exitWithin(bff, 60_000)).toBe(1);
  expect(bff.output()).toContain(`${dataDir} holds the database of the portal's earlier embedded engine (PGlite), which this version does not open; it is left as it is.`);
  expect(bff.output()).toContain(`npm run carry-over -- \\"${dataDir}\\"`);
  expect(snapshot(dataDir)).toEqual(before);
}, 90_000);

/** Writes a database with the earlier engine (PGlite, installed from the registry as the portal no longer depends on it) into DATA_DIR. */
async function earlierEngineDatabase(): Promise<void> {
  const work = temporaryDataDir('vsp-pglite-');
  try {
    fs.writeFileSync(path.join(work, 'package.json'), '{ "private": true }\n');
    await run('npm', ['install', '--no-audit', '--no-fund', '@electric-sql/pglite@0.5.16'], work);
    fs.writeFileSync(
      path.join(work, 'write.mjs'),
      `import { PGlite } from '@electric-sql/pglite';
      const db = await PGlite.create(process.argv[2]);
      await db.exec(\`
        create table carried_notes (id serial primary key, body text not null, details jsonb, written date, photo bytea);
        insert into carried_notes (body, details, written, photo)
          select 'note ' || n, jsonb_build_object('n', n, 'tags', array['a', 'b']), date '2026-01-01' + n, '\\\\x00ff'::bytea from generate_series(1, 2500) n;
        create function carried_total() returns bigint language sql as 'select count(*) from carried_notes';\`);
      await db.close();`,
    );
    await run(process.execPath, ['write.mjs', dataDir], work);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

it('carries a PGlite-era DATA_DIR over with the command its message gives, keeping the earlier files as they were', async () => {
  await earlierEngineDatabase();
  fs.mkdirSync(path.join(dataDir, 'files'));
  fs.writeFileSync(path.join(dataDir, 'files', 'brochure.pdf'), '%PDF-1.4 brochure');
  const before = snapshot(dataDir);

  const refused = await bffOn();
  expect(await exitWithin(refused, 60_000)).toBe(1);
  const command = /Carry its data over to the embedded PostgreSQL with: (npm run carry-over -- \\"([^\\]+)\\")/.exec(refused.output());
  expect(command?.[2]).toBe(dataDir);
  await run('npm', ['run', 'carry-over', '--', command![2]]);

  // The earlier files, moved whole into DATA_DIR/pglite; the uploads where they were.
  const after = snapshot(dataDir);
  const kept = Object.fromEntries(Object.entries(after).filter(([file]) => file.startsWith(`pglite${path.sep}`)).map(([file, hash]) => [file.slice('pglite/'.length), hash]));
  const { files: _files, 'files/brochure.pdf': brochure, ...earlier } = before;
  expect(kept).toEqual(earlier);
  expect(after['files/brochure.pdf']).toBe(brochure);

  const bff = await bffOn();
  await waitUntilReady(bff, 90_000);
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  try {
    const { rows } = await db.query("select count(*)::int as notes, carried_total()::int as total, (select details from carried_notes where id = 7) as details, (select written::text from carried_notes where id = 7) as written from carried_notes");
    expect(rows).toEqual([{ notes: 2500, total: 2500, details: { n: 7, tags: ['a', 'b'] }, written: '2026-01-08' }]);
    // The ids go on from where they were.
    expect((await db.query("insert into carried_notes (body) values ('new') returning id")).rows).toEqual([{ id: 2501 }]);
  } finally {
    await db.end();
  }
}, 240_000);
