import { SYSTEM_USER_ID } from '@vsp/contract';
import type { Knex } from 'knex';
import { createUser } from './server';

/**
 * A small scoring world whose results are worked out by hand in results.test.ts.
 *
 * Event R (threshold 2): Q1 weight 2, Q2 weight 1, Q3 inactive. Vendors V1..V5 active (V5 only
 * scored by people who do not count), V6 inactive. Ann (an administrator), Ben, Cat, Dan and Eve
 * have access (Eve scored nothing); Lou's access is locked; the system account scored too.
 *
 *           Q1 (weight 2)         Q2 (weight 1)
 *   V1      Ann 5, Ben 4, Cat 5   Ann 4, Ben 4, Cat No Vote
 *   V2      Ann 3, Ben 3          Ann 4, Ben 2
 *   V3      Ann 4, Cat 2          Ann 3, Cat 3
 *   V4      Ben 1, Dan 2          Ben No Vote, Cat No Vote
 *   V5      Lou 5                 system 5
 *
 * Scores that must not count: Lou 1 and the system account 1 on V1 Q1, Ann 1 on V1 Q3 (inactive
 * question), Ann 1 on V6 Q1 (inactive vendor), and every score of the other events.
 *
 * Event K holds the reliability data of Krippendorff's worked example ("Computing Krippendorff's
 * Alpha-Reliability", 2011): four coders (Ann, Ben, Cat, Dan) and twelve units (V1..V3 × K1..K4),
 * whose interval alpha is 0.849. Event N: every cell has at most one rating except two with equal
 * ratings, so no alpha can be computed. Event X: no questions nor scores.
 */
export interface ResultsFixture {
  events: { r: number; k: number; n: number; x: number };
  vendors: { v1: number; v2: number; v3: number; v4: number; v5: number; v6: number };
  questions: { q1: number; q2: number; q3: number; k1: number; k2: number; k3: number; k4: number; n1: number; n2: number };
  users: { ann: number; ben: number; cat: number; dan: number; eve: number; lou: number };
}

/** Inserts `row` into `table`; answers its id. */
export async function insert(db: Knex, table: string, row: object): Promise<number> {
  const [{ id }] = await db(table).insert(row).returning('id');
  return id as number;
}

type Score = [userId: number, eventId: number, vendorId: number, questionId: number, score: number];

export async function createResultsFixture(db: Knex): Promise<ResultsFixture> {
  const events = {
    r: await insert(db, 'scoringEvents', { name: 'Event R', status: 'Active', order: 1 }),
    k: await insert(db, 'scoringEvents', { name: 'Event K', status: 'Closed', order: 2 }),
    n: await insert(db, 'scoringEvents', { name: 'Event N', status: 'Closed', order: 3, isActive: false }),
    x: await insert(db, 'scoringEvents', { name: 'Event X', status: 'Scheduled', order: 4 }),
  };
  const vendor = (name: string, order: number, isActive = true) => insert(db, 'vendors', { name, order, isActive });
  const vendors = {
    v6: await vendor('Vendor 6', 0, false),
    v1: await vendor('Vendor 1', 1),
    v2: await vendor('Vendor 2', 2),
    v3: await vendor('Vendor 3', 3),
    v4: await vendor('Vendor 4', 4),
    v5: await vendor('Vendor 5', 5),
  };
  const question = (eventId: number, text: string, order: number, fields: object = {}) => insert(db, 'questions', { eventId, text, order, ...fields });
  const questions = {
    q3: await question(events.r, 'Q3', 3, { isActive: false }),
    q2: await question(events.r, 'Q2', 2),
    q1: await question(events.r, 'Q1', 1),
    k1: await question(events.k, 'K1', 1),
    k2: await question(events.k, 'K2', 2),
    k3: await question(events.k, 'K3', 3),
    k4: await question(events.k, 'K4', 4),
    n1: await question(events.n, 'N1', 1),
    n2: await question(events.n, 'N2', 2),
  };
  // Weights and the threshold are set on the tables, as the questions and events screens store them.
  await db('questions').where({ id: questions.q1 }).update({ weight: 2 });
  await db('scoringEvents').where({ id: events.r }).update({ disagreementThreshold: 2 });

  const users = {
    ann: (await createUser(db, { username: 'ann', name: 'Ann', isAdmin: true })).id,
    ben: (await createUser(db, { username: 'ben', name: 'Ben' })).id,
    cat: (await createUser(db, { username: 'cat', name: 'Cat' })).id,
    dan: (await createUser(db, { username: 'dan', name: 'Dan' })).id,
    eve: (await createUser(db, { username: 'eve', name: 'Eve' })).id,
    lou: (await createUser(db, { username: 'lou', name: 'Lou' })).id,
  };
  await db('userEventPermissions').insert([
    { userId: users.lou, eventId: events.r, hasAccess: false },
    { userId: users.ben, eventId: events.r, hasAccess: true },
  ]);

  const { ann, ben, cat, dan, lou } = users;
  const { r, k, n } = events;
  const { v1, v2, v3, v4, v5, v6 } = vendors;
  const { q1, q2, q3 } = questions;
  const scores: Score[] = [
    [ann, r, v1, q1, 5],
    [ben, r, v1, q1, 4],
    [cat, r, v1, q1, 5],
    [ann, r, v1, q2, 4],
    [ben, r, v1, q2, 4],
    [cat, r, v1, q2, 0],
    [ann, r, v2, q1, 3],
    [ben, r, v2, q1, 3],
    [ann, r, v2, q2, 4],
    [ben, r, v2, q2, 2],
    [ann, r, v3, q1, 4],
    [cat, r, v3, q1, 2],
    [ann, r, v3, q2, 3],
    [cat, r, v3, q2, 3],
    [ben, r, v4, q1, 1],
    [dan, r, v4, q1, 2],
    [ben, r, v4, q2, 0],
    [cat, r, v4, q2, 0],
    [lou, r, v5, q1, 5],
    [SYSTEM_USER_ID, r, v5, q2, 5],
    [lou, r, v1, q1, 1],
    [SYSTEM_USER_ID, r, v1, q1, 1],
    [ann, r, v1, q3, 1],
    [ann, r, v6, q1, 1],
  ];

  // Krippendorff's example, coders by units (null: no value), units u1..u12 = V1..V3 × K1..K4.
  const reliability: Record<number, (number | null)[]> = {
    [ann]: [1, 2, 3, 3, 2, 1, 4, 1, 2, null, null, null],
    [ben]: [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, null, 3],
    [cat]: [null, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, null],
    [dan]: [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, null],
  };
  const units = [v1, v2, v3].flatMap((vendorId) => [questions.k1, questions.k2, questions.k3, questions.k4].map((questionId) => ({ vendorId, questionId })));
  for (const [userId, values] of Object.entries(reliability)) {
    values.forEach((value, index) => {
      if (value !== null) scores.push([Number(userId), k, units[index].vendorId, units[index].questionId, value]);
    });
  }

  // Event N: one rating per cell, and one cell of two equal ratings.
  const { n1, n2 } = questions;
  scores.push([ann, n, v1, n1, 4], [ben, n, v2, n1, 2], [ann, n, v1, n2, 3], [ben, n, v1, n2, 3], [cat, n, v2, n2, 0]);

  await db('scores').insert(
    scores.map(([userId, eventId, vendorId, questionId, score]) => ({
      userId,
      eventId,
      vendorId,
      questionId,
      score,
      comments: `${score} from ${userId}`,
    })),
  );
  return { events, vendors, questions, users };
}
