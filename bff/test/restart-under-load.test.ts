import { api, type ScorePayload } from '@vsp/contract';
import { createUser, signIn } from './server';
import { startProxiedServer, type ProxiedServer } from './tcp-proxy';

/*
 * A database restart in the middle of a deadline rush: evaluators keep saving while every
 * PostgreSQL connection is cut and refused for a moment. The server stays up, answers 503 while the
 * database is away, serves again within 10 s of its return, and every save it acknowledged is stored.
 */

const EVALUATORS = 8;
const VENDORS = 5;
const QUESTIONS = 6;
const OUTAGE_MS = 1_500;

let t: ProxiedServer;

beforeAll(async () => {
  t = await startProxiedServer('vsp_test_rush');
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps every acknowledged save through a database restart under load', async () => {
  const { db, server, proxy } = t;
  const [event] = await db('scoring_events').insert({ name: 'Deadline event', status: 'Active' }).returning('id');
  const vendors = await db('vendors')
    .insert(Array.from({ length: VENDORS }, (_, i) => ({ name: `Vendor ${i}` })))
    .returning('id');
  const questions = await db('questions')
    .insert(Array.from({ length: QUESTIONS }, (_, i) => ({ eventId: event.id, text: `Question ${i}` })))
    .returning('id');
  const cookies = await Promise.all(
    Array.from({ length: EVALUATORS }, async (_, i) => {
      await createUser(db, { username: `rush-${i}` });
      return signIn(server, `rush-${i}`);
    }),
  );

  // The last acknowledged value of each cell (a cell belongs to one evaluator, who saves in order),
  // and the saves tried after it: one cut off after its commit may be stored without an answer.
  const acknowledged = new Map<string, ScorePayload>();
  const unanswered = new Map<string, ScorePayload[]>();
  const statuses = new Map<number, number>();
  let saves = 0;
  const rounds = 3;
  const evaluator = async (index: number) => {
    for (let round = 0; round < rounds; round++) {
      for (const vendor of vendors) {
        for (const question of questions) {
          const payload: ScorePayload = {
            questionId: question.id,
            vendorId: vendor.id,
            score: (index + round + vendor.id + question.id) % 6,
            comments: `Round ${round} by evaluator ${index}`,
            followupQuestions: null,
          };
          const response = await server.inject({
            method: api.scores.save.method,
            url: api.scores.save.path({ eventId: event.id }),
            headers: { cookie: cookies[index] },
            payload,
          });
          saves += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const cell = `${index}:${vendor.id}:${question.id}`;
          if (response.statusCode === 200 || response.statusCode === 201) {
            acknowledged.set(cell, payload);
            unanswered.delete(cell);
          } else {
            expect(response.statusCode).toBe(503);
            unanswered.set(cell, [...(unanswered.get(cell) ?? []), payload]);
          }
        }
      }
    }
  };

  const total = EVALUATORS * rounds * VENDORS * QUESTIONS;
  const load = Promise.all(Array.from({ length: EVALUATORS }, (_, i) => evaluator(i)));
  while (saves < total / 3) await pause(10);
  await proxy.close();
  await pause(OUTAGE_MS);
  await proxy.open();
  const back = Date.now();
  let ready = 0;
  while (ready !== 200 && Date.now() - back < 10_000) {
    ready = (await server.inject('/readyz')).statusCode;
    if (ready !== 200) await pause(100);
  }
  expect(ready).toBe(200);
  expect(Date.now() - back).toBeLessThan(10_000);
  await load;

  // The rush went on around the outage: some saves were refused while the database was away, and
  // many more were acknowledged before and after it.
  expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
  expect(acknowledged.size).toBeGreaterThan(EVALUATORS * VENDORS * QUESTIONS * 0.9);

  const users = await db('users').whereIn('username', cookies.map((_, i) => `rush-${i}`)).select('id', 'username');
  const userIndex = new Map(users.map((user: { id: number; username: string }) => [user.id, user.username.replace('rush-', '')]));
  const stored = await db('scores').where({ eventId: event.id }).select('userId', 'vendorId', 'questionId', 'score', 'comments');
  const byCell = new Map(stored.map((row: { userId: number; vendorId: number; questionId: number }) => [`${userIndex.get(row.userId)}:${row.vendorId}:${row.questionId}`, row]));
  for (const [cell, save] of acknowledged) {
    const row = byCell.get(cell) as { score: number; comments: string } | undefined;
    const possible = [save, ...(unanswered.get(cell) ?? [])].map(({ score, comments }) => ({ score, comments }));
    expect(possible).toContainEqual({ score: row?.score, comments: row?.comments });
  }
}, 120_000);
