import { screen, within } from '@testing-library/react';
import { api } from '@vsp/contract';
import { adminFixtures, makeScore } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, type Fixtures, user } from '../../../../test/renderWithProviders';
import { ScoresTab } from './ScoresTab';

const manyScores = Array.from({ length: 50 }, (_, index) => makeScore({ id: index + 1, score: index % 6 }));

function renderTab(fixtures: Fixtures = adminFixtures({ [api.scores.adminList.path()]: { data: { total: 130, limit: 50, offset: 0, rows: manyScores } } })) {
  renderWithProviders(<ScoresTab />, { fixtures });
  return fixtures;
}

describe('ScoresTab', () => {
  it('shows the first 50 rows of User, Event, Vendor, Score and how many there are in all', async () => {
    renderTab();
    expect(await screen.findByText('Showing first 50 scores of 130 total')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['User', 'Event', 'Vendor', 'Score']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(50);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Robin Evaluator', 'Platform Review', 'Alpha Ledger', 'No Vote']);
    expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent('1');
  });

  it('names deleted references by id and leaves out the note when every score shows', async () => {
    renderTab(
      adminFixtures({
        [api.scores.adminList.path()]: {
          data: { total: 1, limit: 50, offset: 0, rows: [makeScore({ id: 1, userId: 40, userName: null, eventId: 41, eventName: null, vendorId: 42, vendorName: null })] },
        },
      }),
    );
    expect(await screen.findByText('User 40')).toBeInTheDocument();
    expect(screen.getByText('Event 41')).toBeInTheDocument();
    expect(screen.getByText('Vendor 42')).toBeInTheDocument();
    expect(screen.queryByText(/Showing first/)).not.toBeInTheDocument();
  });

  it('generates random scores only after a confirmation', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ body: { created: 12 } }));
    await user.click(await screen.findByRole('button', { name: 'Generate Random Scores' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Generate Random Scores' });
    expect(dialog).toHaveTextContent('Fill every missing score of the Active events with a random score, for every evaluator with access?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Generate Random Scores' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Random scores generated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('12 scores created')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'POST', path: api.scores.generateRandom.path(), body: undefined }]);
  });

  it('deletes all scores only after a confirmation that it cannot be undone', async () => {
    const fixtures = renderTab();
    const { requests } = mockFetch(() => ({ body: { deleted: 130 } }));
    await user.click(await screen.findByRole('button', { name: 'Delete All Scores' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete All Scores' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete all 130 scores? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete All Scores' }));
    fixtures[api.scores.adminList.path()] = { data: { total: 0, limit: 50, offset: 0, rows: [] } };
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByText('All scores deleted successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'DELETE', path: api.scores.deleteAll.path(), body: undefined }]);
    expect(await screen.findByText('No scores yet')).toBeInTheDocument();
  });
});
