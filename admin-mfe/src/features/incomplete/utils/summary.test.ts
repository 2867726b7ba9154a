import type { IncompleteEvent, IncompleteUser } from '@vsp/contract';
import { incompleteSummary, FULL_LIST_LIMIT, listsEveryRow } from './summary';

const person = (userId: number): IncompleteUser => ({ userId, name: `User ${userId}`, username: `u${userId}`, email: null, answered: 1, total: 3, percent: 33 });

const event = (vendors: { vendorId: number; users: number[] }[]): IncompleteEvent => ({
  eventId: 1,
  eventName: 'Platform Review',
  status: 'Active',
  activeQuestions: 3,
  activeVendors: vendors.length,
  usersWithAccess: 5,
  submittedCount: 0,
  vendors: vendors.map(({ vendorId, users }) => ({ vendorId, vendorName: `Vendor ${vendorId}`, company: null, users: users.map(person) })),
});

describe('incompleteSummary', () => {
  it('counts a user unfinished on several vendors once, and each of their entries', () => {
    expect(incompleteSummary(event([{ vendorId: 11, users: [7, 8] }, { vendorId: 12, users: [7] }]))).toEqual({
      users: 2,
      entries: 3,
      vendors: [
        { vendorId: 11, vendorName: 'Vendor 11', entries: 2 },
        { vendorId: 12, vendorName: 'Vendor 12', entries: 1 },
      ],
    });
  });

  it('counts nothing for an event without incomplete users', () => {
    expect(incompleteSummary(event([]))).toEqual({ users: 0, entries: 0, vendors: [] });
  });
});

describe('listsEveryRow', () => {
  it(`lists every row of groups of up to ${FULL_LIST_LIMIT} users, and only the rows in view of larger ones`, () => {
    expect(listsEveryRow(FULL_LIST_LIMIT)).toBe(true);
    expect(listsEveryRow(FULL_LIST_LIMIT + 1)).toBe(false);
  });
});
