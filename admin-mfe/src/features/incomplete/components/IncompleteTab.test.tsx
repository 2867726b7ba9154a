import { screen, within } from '@testing-library/react';
import { api, type IncompleteEvent } from '@vsp/contract';
import { adminFixtures } from '../../../../test/fixtures';
import { renderWithProviders, user } from '../../../../test/renderWithProviders';
import { IncompleteTab } from './IncompleteTab';

const base = { status: 'Active', activeQuestions: 3, activeVendors: 2, usersWithAccess: 2 };

const analysis: IncompleteEvent[] = [
  {
    ...base,
    eventId: 1,
    eventName: 'Platform Review',
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

const renderTab = (data: IncompleteEvent[] = analysis) =>
  renderWithProviders(<IncompleteTab />, { fixtures: adminFixtures({ [api.analysis.incomplete.path()]: { data } }) });

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
});
