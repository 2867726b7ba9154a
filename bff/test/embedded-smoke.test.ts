import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { api } from '@vsp/contract';
import { temporaryDataDir } from '@vsp/db/test/test-server';
import { to } from './server';
import { freePort } from './processes';
import { TestSmtpServer } from './smtp';
import { callBff } from './http-call';

/**
 * The real start path on the embedded PostgreSQL, as `npm start` runs it: a separate process
 * creates the cluster in a fresh DATA_DIR, migrates and seeds it, then the BFF serves it over HTTP.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

let dataDir: string;
let server: ChildProcess | undefined;
let base: string;
let adminPassword: string;
let smtp: TestSmtpServer;

function run(script: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script], { env: { ...process.env, ...env }, cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${script} exited ${code}: ${output}`))));
  });
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`The server exited with code ${server?.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become healthy in time');
}

const call = (endpoint: { method: string; url: string }, cookie?: string, body?: unknown) => callBff(base, endpoint, cookie, body);

beforeAll(async () => {
  dataDir = temporaryDataDir('vsp-embedded-');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'warn' };
  const seeded = await run('db/src/cli/seed-demo.ts', env);
  adminPassword = /Username: admin {2}Password: (\S+)/.exec(seeded)?.[1] ?? '';
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  smtp = await TestSmtpServer.create();
  const mail = { SMTP_URL: smtp.url, MAIL_FROM: 'portal@example.org', PUBLIC_URL: base, MAIL_RETRY_DELAY_SECONDS: '1' };
  server = spawn(TSX, ['bff/src/index.ts'], { env: { ...process.env, ...env, ...mail, PORT: String(port) }, cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHealth(base, Date.now() + 60_000);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await smtp.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('prints a generated admin password that signs in', async () => {
  expect(adminPassword).toMatch(/^\S{12,}$/);
  const login = await call(to(api.auth.login), undefined, { username: 'admin', password: adminPassword });
  expect(login.status).toBe(200);
  expect(login.body).toEqual({ id: -1, name: 'System Administrator', isAdmin: true });
});

it('lets a demo evaluator score a cell and read it back', async () => {
  const login = await call(to(api.auth.login), undefined, { username: 'alex', password: 'demo-alex-2026' });
  expect(login.status).toBe(200);
  const events = await call(to(api.events.list), login.cookie);
  const active = events.body.find((event: { status: string }) => event.status === 'Active');
  expect(active.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const [question] = (await call(to(api.questions.ofEvent, { eventId: active.id }), login.cookie)).body;
  const [vendor] = (await call(to(api.vendors.list), login.cookie)).body;
  const saved = await call(to(api.scores.save, { eventId: active.id }), login.cookie, { questionId: question.id, vendorId: vendor.id, score: 0, comments: 'Abstain', followupQuestions: null });
  expect(saved.status).toBe(200);
  const scores = await call(to(api.scores.ofEvent, { eventId: active.id }), login.cookie);
  expect(scores.body).toEqual([expect.objectContaining({ questionId: question.id, vendorId: vendor.id, score: 0, comments: 'Abstain' })]);
  expect((await call(to(api.auth.logout), login.cookie)).status).toBe(204);
  expect((await call(to(api.auth.me), login.cookie)).status).toBe(401);
});

it('answers readiness from the embedded PostgreSQL', async () => {
  expect((await call({ method: 'GET', url: '/readyz' })).status).toBe(200);
});

it('queues reminders and delivers them on the embedded PostgreSQL', async () => {
  const login = await call(to(api.auth.login), undefined, { username: 'admin', password: adminPassword });
  const events = await call(to(api.events.adminList), login.cookie);
  const active = events.body.find((event: { status: string }) => event.status === 'Active');
  const queued = await call(to(api.reminders.send, { eventId: active.id }), login.cookie, {});
  expect(queued.status).toBe(202);
  expect(queued.body.queued).toBeGreaterThan(0);
  const deadline = Date.now() + 30_000;
  while (smtp.received.length < queued.body.queued && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toHaveLength(queued.body.queued);
  expect(smtp.received[0]?.text).toContain(`${base}/scoring/${active.id}`);
  const record = await call(to(api.reminders.list, { eventId: active.id }), login.cookie);
  expect(record.body.filter((reminder: { status: string }) => reminder.status === 'sent')).toHaveLength(queued.body.queued);
}, 60_000);
