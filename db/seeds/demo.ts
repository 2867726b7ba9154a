import type { Knex } from 'knex';
import { ConsensusScore, EventPrice, Question, Score, ScoringEvent, User, UserEventPermission, Vendor } from '../src/models';
import { hashPassword } from '../src/passwords';

export const DEMO_EVALUATORS = [
  { username: 'alex', password: 'demo-alex-2026', name: 'Alex Morgan', email: 'alex@example.com', level: 'Senior', role: 'Architect', functionalArea: 'Infrastructure' },
  { username: 'sam', password: 'demo-sam-2026', name: 'Sam Rivera', email: 'sam@example.com', level: 'Lead', role: 'Analyst', functionalArea: 'Finance' },
  { username: 'jordan', password: 'demo-jordan-2026', name: 'Jordan Lee', email: null, level: 'Associate', role: 'Engineer', functionalArea: 'Security' },
  { username: 'riley', password: 'demo-riley-2026', name: 'Riley Chen', email: 'riley@example.com', level: 'Senior', role: 'Auditor', functionalArea: 'Risk' },
];

const VENDORS = [
  { name: 'Alpha Ledger', company: 'Alpha Ledger Ltd', description: 'Cloud accounting suite' },
  { name: 'Bravo Insights', company: 'Bravo Insights Inc', description: 'Analytics and reporting platform' },
  { name: 'Charlie Workflow', company: 'Charlie Workflow Co', description: 'Process automation' },
  { name: 'Delta Secure', company: 'Delta Secure GmbH', description: 'Identity and access management' },
  { name: 'Echo Data', company: 'Echo Data SA', description: 'Data integration hub' },
];

const QUESTIONS = [
  { text: 'Functional fit', description: 'How well does the product cover the required features?' },
  { text: 'Ease of use', description: 'How easy is it for everyday users?' },
  { text: 'Integration', description: 'How well does it connect to the systems we run?' },
  { text: 'Total cost', description: 'Licences, implementation and running costs over five years' },
];

/** The closed review's knock-out criterion: a pass/fail question of that event only. */
const KNOCK_OUT = { text: 'Current security certification', description: 'Does the vendor hold a current, independently audited security certification?', kind: 'passFail' as const };

/**
 * The closed review's scores, by vendor (rows) and question (columns), for Alex, Sam and Riley:
 * each evaluator a little more or less generous. Bravo's Integration is where they disagree.
 */
const CLOSED_SCORES = [
  [[4, 4, 5], [4, 3, 4], [3, 4, 4], [3, 3, 2]],
  [[3, 4, 3], [4, 4, 5], [2, 5, 4], [4, 4, 4]],
  [[3, 3, 3], [3, 2, 3], [4, 4, 3], [5, 4, 4]],
  [[5, 4, 5], [3, 3, 4], [4, 4, 4], [2, 3, 2]],
  [[2, 3, 2], [3, 3, 3], [3, 2, 3], [4, 5, 4]],
];

/** Pass (5) or Fail (1) on the knock-out, by vendor, for Alex, Sam and Riley: Echo fails it. */
const CLOSED_KNOCK_OUT = [[5, 5, 5], [5, 5, 5], [5, 5, 1], [5, 5, 5], [1, 1, 5]];

const REMARKS = ['Strong answers in the demo.', 'Some gaps in the documentation.', 'References were convincing.', 'Needs a follow-up on pricing.'];

/** The closed review's prices, by vendor. */
const CLOSED_PRICES = [410_000, 385_000, 298_500, 455_000, 320_000];

/** A small realistic data set; does nothing when it is already there. */
export async function seedDemo(knex: Knex): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const already = await User.query(trx).findOne({ username: DEMO_EVALUATORS[0].username });
    if (already) return false;

    const users = [];
    for (const evaluator of DEMO_EVALUATORS) {
      const { password, ...fields } = evaluator;
      users.push(await User.query(trx).insert({ ...fields, password: await hashPassword(password), isAdmin: false }));
    }
    const events = await ScoringEvent.query(trx).insert([
      { name: 'Finance Platform Selection', description: 'Choosing the next accounting and reporting platform.', status: 'Active', order: 1, startDate: '2026-11-02', endDate: '2026-12-18', location: 'Main office' },
      { name: 'Security Tooling Review', description: 'Last year’s review of identity and integration tools.', status: 'Closed', order: 2, startDate: '2025-09-01', endDate: '2025-10-15', location: 'Online' },
    ]);
    await Vendor.query(trx).insert(VENDORS.map((vendor, index) => ({ ...vendor, order: index + 1, isActive: true })));
    for (const event of events) {
      await Question.query(trx).insert(QUESTIONS.map((question, index) => ({ ...question, eventId: event.id, order: index + 1 })));
    }
    // The third evaluator does not take part in the closed review.
    await UserEventPermission.query(trx).insert({ userId: users[2].id, eventId: events[1].id, hasAccess: false });
    await scoreClosedReview(trx, events[1], [users[0], users[1], users[3]]);
    return true;
  });
}

/**
 * Fills the closed review, so that its results, award and analyses show at once: every cell scored
 * with a comment, a knock-out question, prices (price carries 30 of the 100 points) and the agreed
 * score of the cell where the panel disagreed.
 */
async function scoreClosedReview(trx: Knex.Transaction, event: ScoringEvent, evaluators: User[]): Promise<void> {
  await ScoringEvent.query(trx).patch({ priceWeight: 30 }).findById(event.id);
  const vendors = await Vendor.query(trx).orderBy('order');
  const questions = await Question.query(trx).where({ eventId: event.id }).orderBy('order');
  const knockOut = await Question.query(trx).insert({ ...KNOCK_OUT, eventId: event.id, order: questions.length + 1 });
  const scores = vendors.flatMap((vendor, v) =>
    evaluators.flatMap((evaluator, e) => [
      ...questions.map((question, q) => ({
        userId: evaluator.id,
        eventId: event.id,
        vendorId: vendor.id,
        questionId: question.id,
        score: CLOSED_SCORES[v][q][e],
        comments: REMARKS[(v + q + e) % REMARKS.length],
      })),
      { userId: evaluator.id, eventId: event.id, vendorId: vendor.id, questionId: knockOut.id, score: CLOSED_KNOCK_OUT[v][e], comments: null },
    ]),
  );
  await Score.query(trx).insert(scores);
  await EventPrice.query(trx).insert(vendors.map((vendor, v) => ({ eventId: event.id, vendorId: vendor.id, price: CLOSED_PRICES[v] })));
  await ConsensusScore.query(trx).insert({
    eventId: event.id,
    vendorId: vendors[1].id,
    questionId: questions[2].id,
    score: 4,
    rationale: 'The panel saw the integration demo again: the connectors cover our systems.',
  });
}
