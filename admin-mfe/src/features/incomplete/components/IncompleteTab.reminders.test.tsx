import { screen, within } from '@testing-library/react';
import { api, REMINDER_SKIPPED, type IncompleteEvent, type Reminder, type ReminderPayload } from '@vsp/contract';
import { adminFixtures, mailOn } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user, type Fixtures, type RecordedRequest } from '../../../../test/renderWithProviders';
import { IncompleteTab } from './IncompleteTab';

const robin = { userId: 7, name: 'Robin Evaluator', username: 'robin', email: 'robin@example.org', answered: 2, total: 3, percent: 67 };
const sam = { userId: 8, name: 'Sam Reviewer', username: 'sam', email: 'sam@example.org', answered: 0, total: 3, percent: 0 };

const platformReview: IncompleteEvent = {
  eventId: 1,
  eventName: 'Platform Review',
  status: 'Active',
  activeQuestions: 3,
  activeVendors: 2,
  usersWithAccess: 2,
  submittedCount: 0,
  incompleteUsers: 2,
  incompleteEntries: 3,
  vendors: [
    { vendorId: 11, vendorName: 'Alpha Ledger', company: null, users: [robin, sam] },
    { vendorId: 12, vendorName: 'Bravo Insights', company: null, users: [robin] },
  ],
};

const reminder = (overrides: Partial<Reminder> & Pick<Reminder, 'id' | 'userId' | 'name'>): Reminder => ({
  email: null,
  queuedAt: '2025-03-06T12:00:00.000Z',
  sentAt: null,
  status: 'queued',
  reason: null,
  attempts: 0,
  ...overrides,
});

/** Newest first: Robin's reminder went out; Sam's newest failed, after an older one that was sent. */
const record: Reminder[] = [
  reminder({ id: 3, userId: 8, name: 'Sam Reviewer', email: 'sam@example.org', queuedAt: '2025-03-07T09:00:00.000Z', status: 'failed', reason: 'Mailbox unavailable', attempts: 3 }),
  reminder({ id: 2, userId: 7, name: 'Robin Evaluator', email: 'robin@example.org', sentAt: '2025-03-06T12:01:00.000Z', status: 'sent', attempts: 1 }),
  reminder({ id: 1, userId: 8, name: 'Sam Reviewer', email: 'sam@example.org', queuedAt: '2025-03-05T09:00:00.000Z', sentAt: '2025-03-05T09:01:00.000Z', status: 'sent', attempts: 1 }),
];

const remindersOf = api.reminders.list.path({ eventId: 1 });
const sendPath = api.reminders.send.path({ eventId: 1 });

const renderTab = (overrides: Fixtures = {}) => {
  const fixtures = adminFixtures({
    [api.analysis.incomplete.path()]: { data: [platformReview] },
    [api.submissions.adminList.path({ eventId: 1 })]: { data: [] },
    [api.reminders.mailSettings.path()]: { data: mailOn },
    [remindersOf]: { data: record },
    ...overrides,
  });
  renderWithProviders(<IncompleteTab />, { fixtures });
  return fixtures;
};

const bodyOf = (request: RecordedRequest) => request.body as ReminderPayload;

/** Answers dry runs with `preview`, and the real request with what it queued. */
const serverReminders = (preview: (body: ReminderPayload) => { queued: number; skipped: { userId: number; reason: string }[] }) =>
  mockFetch((request) => ({ status: bodyOf(request).dryRun ? 200 : 202, body: preview(bodyOf(request)) }));

describe('IncompleteTab: reminders sent by the server', () => {
  it('shows no reminder control without mail, and keeps the mail draft', async () => {
    renderTab({ [api.reminders.mailSettings.path()]: { data: { ...mailOn, configured: false } } });
    expect(await screen.findByRole('button', { name: 'Mail Missing Participants: Platform Review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send reminders/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send a reminder to/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Last reminded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reminder history/ })).not.toBeInTheDocument();
  });

  it('counts with a dry run, names who would be skipped and why, then queues the reminders', async () => {
    const fixtures = renderTab();
    const { requests } = serverReminders((body) => {
      if (!body.dryRun) fixtures[remindersOf] = { data: [reminder({ id: 4, userId: 7, name: 'Robin Evaluator', queuedAt: '2025-03-08T10:00:00.000Z' }), ...record] };
      return { queued: 1, skipped: [{ userId: 8, reason: REMINDER_SKIPPED.recentlyReminded(24) }] };
    });
    await user.click(await screen.findByRole('button', { name: 'Send reminders: Platform Review' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Send reminders' });
    expect(requests).toEqual([{ method: 'POST', path: sendPath, body: { force: false, dryRun: true } }]);
    expect(dialog).toHaveAccessibleDescription('Send a reminder to 1 user?');
    expect(within(dialog).getByRole('list', { name: 'Skipped users' })).toHaveTextContent('Sam Reviewer: Reminded for this event within the last 24 hours');
    expect(within(dialog).getByRole('checkbox', { name: 'Also remind users reminded within the last 24 hours' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Reminders queued')).toBeInTheDocument();
    expect(within(toast).getByText('1 user will receive a reminder for Platform Review')).toBeInTheDocument();
    expect(requests[1]).toEqual({ method: 'POST', path: sendPath, body: { force: false } });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The record is read again: the history now counts the new reminder.
    expect(await screen.findByRole('button', { name: /Reminder history\s*4 reminders/ })).toBeInTheDocument();
  });

  it('reminds one user from their row', async () => {
    renderTab();
    const { requests } = serverReminders(() => ({ queued: 1, skipped: [] }));
    await user.click(await screen.findByRole('button', { name: 'Send a reminder to Sam Reviewer for Platform Review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send reminders' });
    expect(dialog).toHaveAccessibleDescription('Send a reminder to 1 user?');
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Reminders queued');
    expect(requests.map((request) => request.body)).toEqual([
      { userIds: [8], force: false, dryRun: true },
      { userIds: [8], force: false },
    ]);
  });

  it('says when nobody would receive one, and counts again when recently reminded users are included', async () => {
    renderTab();
    const { requests } = serverReminders((body) =>
      body.force ? { queued: 2, skipped: [] } : { queued: 0, skipped: [7, 8].map((userId) => ({ userId, reason: REMINDER_SKIPPED.recentlyReminded(24) })) },
    );
    await user.click(await screen.findByRole('button', { name: 'Send reminders: Platform Review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send reminders' });
    expect(dialog).toHaveAccessibleDescription('Nobody would receive a reminder.');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Also remind users reminded within the last 24 hours' }));
    expect(await within(dialog).findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(dialog).toHaveAccessibleDescription('Send a reminder to 2 users?');
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Reminders queued');
    expect(requests.map((request) => request.body)).toEqual([
      { force: false, dryRun: true },
      { force: true, dryRun: true },
      { force: true },
    ]);
  });

  it("shows the server's message when it refuses, and asks nothing", async () => {
    renderTab();
    mockFetch(() => ({ status: 409, body: { statusCode: 409, message: 'Mail is not configured' } }));
    await user.click(await screen.findByRole('button', { name: 'Send reminders: Platform Review' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Mail is not configured')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says in each row when the user was last reminded, and why their newest reminder failed', async () => {
    renderTab();
    // Robin is listed under both vendors.
    expect(await screen.findAllByText(/^Last reminded Mar 6, 2025, \d{1,2}:\d{2} [AP]M$/)).toHaveLength(2);
    expect(screen.getByText(/^Last reminded Mar 5, 2025, \d{1,2}:\d{2} [AP]M$/)).toBeInTheDocument();
    expect(screen.getByText('Reminder failed: Mailbox unavailable')).toBeInTheDocument();
  });

  it('lists the record in a folded "Reminder history"', async () => {
    renderTab();
    const history = await screen.findByRole('button', { name: /Reminder history\s*3 reminders/ });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    await user.click(history);
    const table = screen.getByRole('table', { name: 'Reminders sent for Platform Review, newest first' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Email', 'Queued', 'Sent', 'Status', 'Attempts', 'Reason']);
    const [, failed] = within(table).getAllByRole('row');
    expect(within(failed).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Sam Reviewer',
      'sam@example.org',
      expect.stringMatching(/^Mar 7, 2025/),
      '—',
      'Failed',
      '3',
      'Mailbox unavailable',
    ]);
  });
});
