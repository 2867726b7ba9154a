import { screen, within } from '@testing-library/react';
import { api, type EventDeclarations } from '@vsp/contract';
import { mockDownloads } from '../../../../test/downloads';
import { adminFixtures, alphaLedger, bravoInsights, platformReview, robin, sam } from '../../../../test/fixtures';
import { renderWithProviders, user } from '../../../../test/renderWithProviders';
import { formatDeclaredAt } from '../utils/declarations';
import { DeclarationsTab } from './DeclarationsTab';

const declarations: EventDeclarations = {
  eventId: platformReview.id,
  requireDeclaration: true,
  users: [
    {
      userId: robin.id,
      name: robin.name,
      current: { eventId: 1, conflicts: [alphaLedger.id, bravoInsights.id], statement: 'Former employer', declaredAt: '2025-03-05T10:00:00.000Z' },
      earlier: [{ eventId: 1, conflicts: [], statement: null, declaredAt: '2025-03-04T09:00:00.000Z' }],
    },
    { userId: sam.id, name: sam.name, current: null, earlier: [] },
  ],
};

const renderTab = () =>
  renderWithProviders(<DeclarationsTab />, {
    fixtures: adminFixtures({ [api.declarations.adminList.path({ eventId: platformReview.id })]: { data: declarations } }),
    path: '/admin?tab=declarations',
  });

describe('DeclarationsTab', () => {
  it('lists who declared what and when, the statements and earlier versions, and who has not declared yet', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Conflict-of-interest declarations for Platform Review' });
    expect(screen.getByText('1 of 2 evaluators have declared')).toBeInTheDocument();
    const [, robinRow, samRow] = within(table).getAllByRole('row');
    expect(within(robinRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Robin Evaluator',
      'Alpha Ledger, Bravo Insights',
      'Former employer',
      formatDeclaredAt('2025-03-05T10:00:00.000Z'),
      `${formatDeclaredAt('2025-03-04T09:00:00.000Z')}: None`,
    ]);
    expect(within(samRow).getByText('Not declared yet')).toBeInTheDocument();
  });

  it("downloads the event's declarations workbook in the page", async () => {
    const { requests, saved } = mockDownloads(() => ({ parts: ['PK'] }));
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Export declarations' }));
    expect(await screen.findByText(`Saved declarations-${platformReview.id}.xlsx (2 bytes)`)).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual([api.exports.declarations.path({ eventId: platformReview.id })]);
    expect(saved).toHaveLength(1);
  });
});
