import type { Knex } from 'knex';
import { Question, ScoringEvent, User, UserEventPermission, Vendor } from '../src/models';
import { hashPassword } from '../src/passwords';

export const DEMO_EVALUATORS = [
  { username: 'alex', password: 'demo-alex-2026', name: 'Alex Morgan', email: 'alex@example.com', level: 'Senior', role: 'Architect', functionalArea: 'Infrastructure' },
  { username: 'sam', password: 'demo-sam-2026', name: 'Sam Rivera', email: 'sam@example.com', level: 'Lead', role: 'Analyst', functionalArea: 'Finance' },
  { username: 'jordan', password: 'demo-jordan-2026', name: 'Jordan Lee', email: null, level: 'Associate', role: 'Engineer', functionalArea: 'Security' },
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
    return true;
  });
}
