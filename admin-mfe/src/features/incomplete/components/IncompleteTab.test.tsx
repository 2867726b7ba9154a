import { screen, within } from '@testing-library/react';
import { api, type EventSubmission, type IncompleteEvent } from '@vsp/contract';
import { adminFixtures } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user, type Fixtures } from '../../../../test/renderWithProviders';
import { IncompleteTab } from './IncompleteTab';

const base = { status: 'Active', activeQuestions: 3, activeVendors: 2, usersWithAccess: 2, submittedCount: 0, incompleteUsers: 0, incompleteEntries: 0 };

const analysis: IncompleteEvent[] = [
  {
    ...base,
    eventId: 1,
    eventName: 'Platform Review',
    incompleteUsers: 2,
    incompleteEntries: 2,
    vendors: [
      {
        vendorId: 11,
        vendorName: 'Alpha Ledger',
        company: 'Alpha Ledger Ltd',
        users: [
          { userId: 7, name: 'Robin Evaluator', username: 'robin', email: 'robin@example.org', answered: 2, total: 3, percent: 67 },
          { userId: 8, name: 'Sam Reviewer', username: 'sam', email: null, answered: 0, total: 3, percent: 0 },
        ],
      },
    ],
  },
  { ...base, eventId: 2, eventName: 'Tooling Review', vendors: [] },
  { ...base, eventId: 3, eventName: 'Empty Review', activeQuestions: 0, vendors: [] },
];

const submittedOf = (eventId: number) => api.submissions.adminList.path({ eventId });

/** Nobody has submitted, unless a test says otherwise. */
const noSubmissions = (events: IncompleteEvent[]): Fixtures => Object.fromEntries(events.map((event) => [submittedOf(event.eventId), { data: [] }]));

const renderTab = (data: IncompleteEvent[] = analysis, overrides: Fixtures = {}) => {
  const fixtures = adminFixtures({ [api.analysis.incomplete.path()]: { data }, ...noSubmissions(data), ...overrides });
  renderWithProviders(<IncompleteTab />, { fixtures });
  return fixtures;
};

describe('IncompleteTab', () => {
  it('lists each incomplete user with "x/y questions completed" and a rounded percent, in open vendor groups', async () => {
    renderTab();
    const group = await screen.findByRole('button', { name: /Alpha Ledger \(Alpha Ledger Ltd\)/ });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(group).toHaveTextContent('2 incomplete');
    expect(screen.getByText('2/3 questions completed')).toBeInTheDocument();
    expect(screen.getByText('0/3 questions completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Robin Evaluator, Alpha Ledger' })).toHaveAttribute('aria-valuenow', '67');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('2/3 questions completed')).not.toBeVisible();
  });

  it('says when an event is complete, and when it has nothing to score', async () => {
    renderTab();
    expect(await screen.findByText('✓ All submissions complete for this event')).toBeInTheDocument();
    expect(screen.getByText('No active questions or vendors for this event')).toBeInTheDocument();
  });

  it('writes each count of an event in the right number', async () => {
    renderTab([{ ...base, eventId: 4, eventName: 'Solo Review', usersWithAccess: 1, activeQuestions: 1, activeVendors: 1, vendors: [] }]);
    expect(await screen.findByText('1 user with access · 1 active question · 1 active vendor')).toBeInTheDocument();
  });

  it('says when there is no active event', async () => {
    renderTab([]);
    expect(await screen.findByText('No active events found')).toBeInTheDocument();
  });

  it('drafts a reminder to the incomplete users with an address', async () => {
    const opened: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Mail Missing Participants: Platform Review' }));
    expect(opened).toEqual([expect.stringMatching(/^mailto:\?bcc=robin%40example\.org&subject=Reminder/)]);
  });

  it('warns when none of the incomplete users has an address', async () => {
    const withoutAddresses = [{ ...analysis[0], vendors: [{ ...analysis[0].vendors[0], users: [analysis[0].vendors[0].users[1]] }] }];
    renderTab(withoutAddresses);
    await user.click(await screen.findByRole('button', { name: 'Mail Missing Participants: Platform Review' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('No email addresses found')).toBeInTheDocument();
    expect(within(toast).getByText('None of the incomplete users have email addresses on file.')).toBeInTheDocument();
  });

  describe('submitted evaluations', () => {
    const sam: EventSubmission = { userId: 8, userName: 'Sam Reviewer', submittedAt: '2025-03-06T12:00:00.000Z' };
    const tooling = analysis[1];
    const withSubmission = [{ ...tooling, submittedCount: 1 }];

    it('shows per event how many evaluators submitted', async () => {
      renderTab();
      expect(await screen.findAllByText('Submitted: 0 of 2')).toHaveLength(3);
    });

    it('lists who submitted when, and reopens one after a confirmation', async () => {
      const fixtures = renderTab(withSubmission, { [submittedOf(2)]: { data: [sam] } });
      const { requests } = mockFetch(() => {
        // The server deletes the submission, so the refresh that follows no longer lists it.
        fixtures[submittedOf(2)] = { data: [] };
        fixtures[api.analysis.incomplete.path()] = { data: [tooling] };
        return { status: 204 };
      });
      const group = await screen.findByRole('button', { name: 'Submitted: 1 of 2' });
      expect(group).toHaveAttribute('aria-expanded', 'false');
      await user.click(group);
      expect(screen.getByText('Sam Reviewer')).toBeVisible();
      expect(screen.getByText(/^Submitted Mar 6, 2025, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Reopen the evaluation of Sam Reviewer' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Reopen evaluation' });
      expect(dialog).toHaveTextContent('Reopen the evaluation of Sam Reviewer for Tooling Review? They can change their scores again and must submit again when done.');
      expect(requests).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));

      expect(await screen.findByText('Submitted: 0 of 2')).toBeInTheDocument();
      expect(requests).toEqual([{ method: 'DELETE', path: api.submissions.reopen.path({ eventId: 2, userId: 8 }), body: undefined }]);
      expect(screen.queryByText('Sam Reviewer')).not.toBeInTheDocument();
    });

    it('keeps the submission when the reopening is cancelled', async () => {
      renderTab(withSubmission, { [submittedOf(2)]: { data: [sam] } });
      const { requests } = mockFetch();
      await user.click(await screen.findByRole('button', { name: 'Submitted: 1 of 2' }));
      await user.click(screen.getByRole('button', { name: 'Reopen the evaluation of Sam Reviewer' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
      expect(requests).toEqual([]);
      expect(screen.getByText('Sam Reviewer')).toBeVisible();
    });
  });
});
