import { EventVendorInfo, Question, ScoringEvent, UserEventPermission, Vendor } from '@vsp/db';
import type { Knex } from 'knex';

export interface Catalog {
  active: ScoringEvent;
  closed: ScoringEvent;
  hidden: ScoringEvent;
  vendors: Vendor[];
  inactiveVendor: Vendor;
  questions: Question[];
  inactiveQuestion: Question;
  closedQuestion: Question;
}

/**
 * An Active, a Closed and an inactive event; two active vendors (ordered against their ids)
 * and one inactive; two active questions and one inactive in the Active event.
 */
export async function createCatalog(db: Knex): Promise<Catalog> {
  const [active, closed, hidden] = await ScoringEvent.query(db).insert([
    { name: 'Active event', status: 'Active', order: 2, startDate: '2026-11-02' },
    { name: 'Closed event', status: 'Closed', order: 1 },
    { name: 'Hidden event', status: 'Active', order: 0, isActive: false },
  ]);
  const vendors = await Vendor.query(db).insert([
    { name: 'Second vendor', company: 'Second Co', order: 2 },
    { name: 'First vendor', company: 'First Co', order: 1 },
  ]);
  const inactiveVendor = await Vendor.query(db).insert({ name: 'Gone vendor', order: 0, isActive: false });
  const questions = await Question.query(db).insert([
    { eventId: active.id, text: 'Second question', order: 2 },
    { eventId: active.id, text: 'First question', description: 'Explained', order: 1 },
  ]);
  const inactiveQuestion = await Question.query(db).insert({ eventId: active.id, text: 'Retired question', order: 3, isActive: false });
  const closedQuestion = await Question.query(db).insert({ eventId: closed.id, text: 'Closed question', order: 1 });
  await EventVendorInfo.query(db).insert({ eventId: active.id, vendorId: vendors[0].id, info: 'Booth 4, 10:00' });
  return { active, closed, hidden, vendors, inactiveVendor, questions, inactiveQuestion, closedQuestion };
}

export async function denyAccess(db: Knex, userId: number, eventId: number): Promise<void> {
  await UserEventPermission.query(db).insert({ userId, eventId, hasAccess: false });
}
