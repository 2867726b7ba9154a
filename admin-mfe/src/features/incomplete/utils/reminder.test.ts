import type { IncompleteEvent } from '@vsp/contract';
import { reminderAddresses, reminderMailto } from './reminder';

const user = (userId: number, email: string | null) => ({ userId, name: `User ${userId}`, username: `u${userId}`, email, answered: 1, total: 2, percent: 50 });

const event: IncompleteEvent = {
  eventId: 1,
  eventName: 'Platform Review',
  status: 'Active',
  activeQuestions: 2,
  activeVendors: 2,
  usersWithAccess: 3,
  submittedCount: 0,
  incompleteUsers: 3,
  incompleteEntries: 4,
  vendors: [
    { vendorId: 11, vendorName: 'Alpha Ledger', company: null, users: [user(1, 'a@example.org'), user(2, null)] },
    { vendorId: 12, vendorName: 'Bravo Insights', company: null, users: [user(1, 'a@example.org'), user(3, 'c@example.org')] },
  ],
};

describe('reminder mail', () => {
  it('collects each address once and skips users without one', () => {
    expect(reminderAddresses(event)).toEqual(['a@example.org', 'c@example.org']);
  });

  it('drafts one mail with the addresses in Bcc, naming the event and vendors', () => {
    const url = new URL(reminderMailto(event)!);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('');
    expect(url.searchParams.get('bcc')).toBe('a@example.org,c@example.org');
    expect(url.searchParams.get('subject')).toBe('Reminder: please complete your scores for Platform Review');
    expect(url.searchParams.get('body')).toContain('Vendors still waiting for scores: Alpha Ledger, Bravo Insights.');
    expect(reminderMailto(event)).not.toContain('+');
  });

  it('has no draft when nobody has an address', () => {
    expect(reminderMailto({ ...event, vendors: [{ ...event.vendors[0], users: [user(2, null), user(4, ' ')] }] })).toBeNull();
  });
});
