import { screen, within } from '@testing-library/react';
import { api, type AverageEvent } from '@vsp/contract';
import { adminFixtures } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { AveragesTab } from './AveragesTab';

const analysis: AverageEvent[] = [
  {
    eventId: 1,
    eventName: 'Platform Review',
    status: 'Active',
    usersWithAccess: 4,
    activeQuestions: 2,
    average: 3.456,
    responses: 5,
    noVotes: 1,
    vendors: [
      {
        vendorId: 11,
        vendorName: 'Alpha Ledger',
        company: null,
        average: 3.456,
        responses: 5,
        noVotes: 1,
        questions: [
          { questionId: 101, text: 'Fit', average: 4.25, responses: 3, noVotes: 0, users: 4, percent: 75 },
          { questionId: 102, text: 'Cost', average: 1.5, responses: 2, noVotes: 1, users: 4, percent: 50 },
        ],
      },
      {
        vendorId: 12,
        vendorName: 'Bravo Insights',
        company: null,
        average: null,
        responses: 0,
        noVotes: 0,
        questions: [
          { questionId: 101, text: 'Fit', average: null, responses: 0, noVotes: 0, users: 4, percent: 0 },
          { questionId: 102, text: 'Cost', average: null, responses: 0, noVotes: 0, users: 4, percent: 0 },
        ],
      },
    ],
  },
];

const renderTab = (data: AverageEvent[] = analysis) =>
  renderWithProviders(<AveragesTab />, { fixtures: adminFixtures({ [api.analysis.averages.path()]: { data } }) });

describe('AveragesTab', () => {
  it('shows each question as "x.xx / 5.00" with its rating and "N responses from M users (P%)"', async () => {
    renderTab();
    const questions = await screen.findByRole('list', { name: 'Questions for Alpha Ledger' });
    const [fit, cost] = within(questions).getAllByRole('listitem');
    expect(fit).toHaveTextContent('4.25 / 5.00');
    expect(within(fit).getByText('Excellent')).toBeInTheDocument();
    expect(fit).toHaveTextContent('3 responses from 4 users (75%)');
    expect(cost).toHaveTextContent('1.50 / 5.00');
    expect(within(cost).getByText('Poor')).toBeInTheDocument();
    expect(cost).toHaveTextContent('2 responses from 4 users (50%) · 1 No Vote');
  });

  it('shows the Vendor Average with its rating, or "No scores available"', async () => {
    renderTab();
    const alphaLedger = await screen.findByRole('button', { name: /Alpha Ledger/ });
    expect(alphaLedger).toHaveAttribute('aria-expanded', 'true');
    expect(alphaLedger).toHaveTextContent('Vendor Average: 3.46 / 5.00');
    expect(screen.getAllByText('Vendor Average')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Bravo Insights/ })).toHaveTextContent('No scores available');
    const bravoInsights = within(screen.getByRole('list', { name: 'Questions for Bravo Insights' }));
    expect(bravoInsights.getAllByText('No Scores')).toHaveLength(2);
    expect(screen.getByText('Good')).toBeInTheDocument();
  });

  it('groups per event, open by default', async () => {
    renderTab();
    const event = await screen.findByRole('button', { name: /Platform Review/ });
    expect(event).toHaveAttribute('aria-expanded', 'true');
    expect(event).toHaveTextContent('4 users with access · 2 active questions');
  });

  it('draws a vendor comparison and a chart per scored vendor, each named for screen readers', async () => {
    renderTab();
    expect(await screen.findByRole('img', { name: /comparing the vendors' averages in Platform Review/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Alpha Ledger's average score per question/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Bravo Insights's average score/ })).not.toBeInTheDocument();
  });

  it('says when there is no active event', async () => {
    renderTab([]);
    expect(await screen.findByText('No active events found')).toBeInTheDocument();
  });
});
