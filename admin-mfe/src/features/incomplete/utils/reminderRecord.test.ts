import type { Reminder } from '@vsp/contract';
import { reminderStates } from './reminderRecord';

const reminder = (id: number, userId: number, status: Reminder['status'], queuedAt: string, extra: Partial<Reminder> = {}): Reminder => ({
  id,
  userId,
  name: `User ${userId}`,
  email: null,
  queuedAt,
  sentAt: null,
  status,
  reason: null,
  attempts: 0,
  ...extra,
});

describe('reminderStates', () => {
  it('takes the newest queued or sent reminder as the last one, its sending time when it went out', () => {
    const states = reminderStates([
      reminder(3, 1, 'skipped', '2025-03-07T00:00:00Z', { reason: 'No e-mail address' }),
      reminder(2, 1, 'sent', '2025-03-06T00:00:00Z', { sentAt: '2025-03-06T00:05:00Z' }),
      reminder(1, 2, 'queued', '2025-03-05T00:00:00Z'),
    ]);
    expect(states.get(1)).toEqual({ lastRemindedAt: '2025-03-06T00:05:00Z', failure: null });
    expect(states.get(2)).toEqual({ lastRemindedAt: '2025-03-05T00:00:00Z', failure: null });
    expect(states.get(3)).toBeUndefined();
  });

  it('reports a failure only when the newest reminder failed', () => {
    const states = reminderStates([
      reminder(4, 1, 'failed', '2025-03-07T00:00:00Z', { reason: 'Mailbox unavailable' }),
      reminder(3, 2, 'sent', '2025-03-07T00:00:00Z', { sentAt: '2025-03-07T00:01:00Z' }),
      reminder(2, 2, 'failed', '2025-03-06T00:00:00Z', { reason: 'Mailbox unavailable' }),
    ]);
    expect(states.get(1)).toEqual({ lastRemindedAt: null, failure: 'Mailbox unavailable' });
    expect(states.get(2)?.failure).toBeNull();
  });
});
