import type { Knex } from 'knex';
import { insert } from './results-fixture';
import { createUser } from './server';

/**
 * Scoring worlds whose robustness is worked out by hand in robustness.test.ts. Vendors A, B, C and D
 * are the active vendors of every event (in that order, so A has the lowest id); in each event the
 * vendors nobody rated have no quality score, so the award leaves them out.
 *
 * Event Sure (price weight 40, ratio): Security (scale, weight 2), Speed (scale, weight 1),
 * Certified (pass/fail). Ann, Bo and Cy rate; Lou has no access to the event and Di declared a
 * conflict with B: their scores count nowhere.
 *
 *           Security (Ann, Bo, Cy)   Speed       Certified    price
 *   A       5, 4, 3                  2, 3, 4     Pass × 3     125
 *   B       3, 3, 3                  4, 4, 4     Pass × 3     100
 *   C       2, 2, 2                  2, 2, 2     Pass × 3     200
 *   D       5, 5, 5                  5, 5, 5     Fail × 3      50   (knocked out)
 *   Lou: A Security 1. Di: B Security 1, B Speed 1.
 *
 * Event Flags (price weight 0): K1..K5 (scale, weight 1). Ann, Bo and Gus rate by the levels
 * tA = 4, 3, 4, 3, 4 and tB = 4, 4, 4, 4, 3, but Ann gives A 5 throughout; Ed gives 3 throughout;
 * Fay gives 6 − the level throughout. C and D are unrated.
 *
 * Event Curve (price weight 0): X, Y, Z (scale, weight 1). Ann alone: A X 5, Y 2 (Z unrated);
 * B X 3, Y 3, Z 4.
 *
 * Event Unanimous (price weight 0): U1 (weight 1), U2 (weight 2). Ann A 5, 4 · B 3, 2; Bo A 4, 4 ·
 * B 4, 1; Cy A 3, 5 · B 1, 2: every evaluator's own weighted score puts A first.
 *
 * Event Even (price weight 0): E1 (weight 1). Ann A 5, B 1; Bo A 1, B 5; Cy A 3, B 3.
 */
export interface RobustnessFixture {
  events: Record<'sure' | 'flags' | 'curve' | 'unanimous' | 'even', number>;
  vendors: Record<'a' | 'b' | 'c' | 'd', number>;
  questions: Record<'security' | 'speed' | 'certified' | 'x' | 'y' | 'z', number>;
  users: Record<'ann' | 'bo' | 'cy' | 'ed' | 'fay' | 'gus', number>;
}

type Vendor = keyof RobustnessFixture['vendors'];

export async function createRobustnessFixture(db: Knex): Promise<RobustnessFixture> {
  const event = (name: string, priceWeight: number) => insert(db, 'scoringEvents', { name, status: 'Active', priceWeight });
  const events = { sure: await event('Sure', 40), flags: await event('Flags', 0), curve: await event('Curve', 0), unanimous: await event('Unanimous', 0), even: await event('Even', 0) };
  const vendors = {
    a: await insert(db, 'vendors', { name: 'Vendor A', order: 1 }),
    b: await insert(db, 'vendors', { name: 'Vendor B', order: 2 }),
    c: await insert(db, 'vendors', { name: 'Vendor C', order: 3 }),
    d: await insert(db, 'vendors', { name: 'Vendor D', order: 4 }),
  };
  let order = 0;
  const question = (eventId: number, text: string, weight = 1, kind = 'scale') => insert(db, 'questions', { eventId, text, weight, kind, order: ++order });
  const questions = {
    security: await question(events.sure, 'Security', 2),
    speed: await question(events.sure, 'Speed'),
    certified: await question(events.sure, 'Certified', 1, 'passFail'),
    x: await question(events.curve, 'X'),
    y: await question(events.curve, 'Y'),
    z: await question(events.curve, 'Z'),
  };
  const levels = await Promise.all([1, 2, 3, 4, 5].map((k) => question(events.flags, `K${k}`)));
  const [u1, u2] = [await question(events.unanimous, 'U1'), await question(events.unanimous, 'U2', 2)];
  const e1 = await question(events.even, 'E1');

  const user = async (username: string) => (await createUser(db, { username, name: username.charAt(0).toUpperCase() + username.slice(1) })).id;
  const users = { ann: await user('ann'), bo: await user('bo'), cy: await user('cy'), ed: await user('ed'), fay: await user('fay'), gus: await user('gus') };
  const [lou, di] = [await user('lou'), await user('di')];
  await db('userEventPermissions').insert({ userId: lou, eventId: events.sure, hasAccess: false });
  await db('declarations').insert({ userId: di, eventId: events.sure, conflicts: [vendors.b], statement: 'I advised B' });

  const scores: { userId: number; eventId: number; vendorId: number; questionId: number; score: number }[] = [];
  /** One user's scores of one vendor in one event, question by question. */
  const rate = (userId: number, eventId: number, vendor: Vendor, questionIds: number[], given: number[]) =>
    given.forEach((score, i) => scores.push({ userId, eventId, vendorId: vendors[vendor], questionId: questionIds[i], score }));

  const { ann, bo, cy, ed, fay, gus } = users;
  const sure = [questions.security, questions.speed, questions.certified];
  const [pass, fail] = [5, 1];
  rate(ann, events.sure, 'a', sure, [5, 2, pass]);
  rate(bo, events.sure, 'a', sure, [4, 3, pass]);
  rate(cy, events.sure, 'a', sure, [3, 4, pass]);
  for (const rater of [ann, bo, cy]) {
    rate(rater, events.sure, 'b', sure, [3, 4, pass]);
    rate(rater, events.sure, 'c', sure, [2, 2, pass]);
    rate(rater, events.sure, 'd', sure, [5, 5, fail]);
  }
  rate(lou, events.sure, 'a', [questions.security], [1]);
  rate(di, events.sure, 'b', [questions.security, questions.speed], [1, 1]);

  const tA = [4, 3, 4, 3, 4];
  const tB = [4, 4, 4, 4, 3];
  rate(ann, events.flags, 'a', levels, [5, 5, 5, 5, 5]);
  rate(ann, events.flags, 'b', levels, tB);
  for (const rater of [bo, gus]) {
    rate(rater, events.flags, 'a', levels, tA);
    rate(rater, events.flags, 'b', levels, tB);
  }
  rate(ed, events.flags, 'a', levels, [3, 3, 3, 3, 3]);
  rate(ed, events.flags, 'b', levels, [3, 3, 3, 3, 3]);
  rate(fay, events.flags, 'a', levels, tA.map((t) => 6 - t));
  rate(fay, events.flags, 'b', levels, tB.map((t) => 6 - t));

  rate(ann, events.curve, 'a', [questions.x, questions.y], [5, 2]);
  rate(ann, events.curve, 'b', [questions.x, questions.y, questions.z], [3, 3, 4]);

  rate(ann, events.unanimous, 'a', [u1, u2], [5, 4]);
  rate(ann, events.unanimous, 'b', [u1, u2], [3, 2]);
  rate(bo, events.unanimous, 'a', [u1, u2], [4, 4]);
  rate(bo, events.unanimous, 'b', [u1, u2], [4, 1]);
  rate(cy, events.unanimous, 'a', [u1, u2], [3, 5]);
  rate(cy, events.unanimous, 'b', [u1, u2], [1, 2]);

  rate(ann, events.even, 'a', [e1], [5]);
  rate(ann, events.even, 'b', [e1], [1]);
  rate(bo, events.even, 'a', [e1], [1]);
  rate(bo, events.even, 'b', [e1], [5]);
  rate(cy, events.even, 'a', [e1], [3]);
  rate(cy, events.even, 'b', [e1], [3]);

  await db('scores').insert(scores);
  const prices: [Vendor, number][] = [['a', 125], ['b', 100], ['c', 200], ['d', 50]];
  await db('eventPrices').insert(prices.map(([vendor, price]) => ({ eventId: events.sure, vendorId: vendors[vendor], price })));
  return { events, vendors, questions, users };
}
