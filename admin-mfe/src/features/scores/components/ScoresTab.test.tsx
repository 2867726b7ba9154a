import { screen, within } from '@testing-library/react';
import { api, evaluatorScoresPagePath } from '@vsp/contract';
import { adminFixtures, alphaLedger, bravoInsights, makeScore, platformReview, sam } from '../../../../test/fixtures';
import { makeHistoryItem } from '../../../../test/scoreHistoryFixtures';
import { mockFetch, renderWithProviders, type Fixtures, user } from '../../../../test/renderWithProviders';
import { userSearchPath } from '../../../lib/api/useUserSearch';
import { NO_SCORE_FILTERS, scoresQuery, type ScoreFilters } from '../utils/scoresQuery';
import { ScoresTab } from './ScoresTab';

const manyScores = Array.from({ length: 50 }, (_, index) => makeScore({ id: index + 1, score: index % 6 }));

// Fewer rows where the test is about the buttons above the table: each row carries two buttons of its own, and every role query reads them all.
const firstScores = manyScores.slice(0, 3);

function renderTab(fixtures: Fixtures = adminFixtures({ [api.scores.adminList.path()]: { data: { total: 130, limit: 50, offset: 0, rows: manyScores } } }), path = '/admin') {
  renderWithProviders(<ScoresTab />, { fixtures, path });
  return fixtures;
}

describe('ScoresTab', () => {
  it('shows the first 50 rows of User, Event, Vendor, Score and how many there are in all', async () => {
    renderTab();
    expect(await screen.findByText('Showing first 50 scores of 130 total')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['User', 'Event', 'Vendor', 'Score', 'Actions']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(50);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['Robin Evaluator', 'Platform Review', 'Alpha Ledger', 'No Vote']);
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
    renderTab(adminFixtures({ [api.scores.adminList.path()]: { data: { total: 130, limit: 50, offset: 0, rows: firstScores } } }));
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

  it('writes one score in the singular', async () => {
    renderTab(adminFixtures({ [api.scores.adminList.path()]: { data: { total: 1, limit: 50, offset: 0, rows: firstScores.slice(0, 1) } } }));
    mockFetch(() => ({ body: { created: 1 } }));
    await user.click(await screen.findByRole('button', { name: 'Delete All Scores' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete the only score? This action cannot be undone.');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Generate Random Scores' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('1 score created')).toBeInTheDocument();
  });

  it('deletes all scores only after a confirmation that it cannot be undone', async () => {
    const fixtures = renderTab(adminFixtures({ [api.scores.adminList.path()]: { data: { total: 130, limit: 50, offset: 0, rows: firstScores } } }));
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

  it("opens a row's cell history", async () => {
    const scores = [makeScore({ id: 1 }), makeScore({ id: 2, userId: sam.id, userName: sam.name, vendorId: bravoInsights.id, vendorName: bravoInsights.name, questionId: 102, questionText: 'Cost' })];
    const fixtures = adminFixtures({
      [api.scores.adminList.path()]: { data: { total: 2, limit: 50, offset: 0, rows: scores } },
      [api.scores.history.path({ eventId: 1, vendorId: bravoInsights.id, questionId: 102, userId: sam.id })]: {
        data: { items: [makeHistoryItem({ id: 9, userId: sam.id, vendorId: bravoInsights.id, questionId: 102, newScore: 2, actorId: sam.id, actorName: sam.name })], total: 1 },
      },
    });
    renderTab(fixtures);
    await user.click(await screen.findByRole('button', { name: `History of Sam Reviewer's score of Bravo Insights on "Cost" in Platform Review` }));
    const dialog = screen.getByRole('dialog', { name: 'Score History' });
    expect(await within(dialog).findByText('— → 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Sam Reviewer')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes one score only after a confirmation', async () => {
    const scores = [makeScore({ id: 1 }), makeScore({ id: 2, vendorId: alphaLedger.id, questionId: 102, questionText: 'Cost', score: 2 })];
    const fixtures = renderTab(adminFixtures({ [api.scores.adminList.path()]: { data: { total: 2, limit: 50, offset: 0, rows: scores } } }));
    const { requests } = mockFetch(() => ({ status: 204 }));
    const label = `Delete Robin Evaluator's score of Alpha Ledger on "Cost" in Platform Review`;
    await user.click(await screen.findByRole('button', { name: label }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Score' });
    expect(dialog).toHaveTextContent(`Are you sure you want to delete Robin Evaluator's score of Alpha Ledger on "Cost" in Platform Review? This action cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: label }));
    fixtures[api.scores.adminList.path()] = { data: { total: 1, limit: 50, offset: 0, rows: [scores[0]] } };
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Score deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).toEqual([{ method: 'DELETE', path: api.scores.remove.path({ id: 2 }), body: undefined }]);
    expect(await screen.findAllByRole('row')).toHaveLength(2);
  });

  it('says why a score could not be deleted', async () => {
    renderTab(adminFixtures({ [api.scores.adminList.path()]: { data: { total: 3, limit: 50, offset: 0, rows: firstScores } } }));
    mockFetch(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Score not found' } }));
    await user.click((await screen.findAllByRole('button', { name: /^Delete Robin Evaluator's score/ }))[0]);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Score not found')).toBeInTheDocument();
  });
});

describe('ScoresTab filters and paging', () => {
  const filtered = (filters: Partial<ScoreFilters>, offset = 0) => api.scores.adminList.path(scoresQuery({ ...NO_SCORE_FILTERS, ...filters }, offset));

  it('keeps the spec note on the unfiltered first page and pages on through every score', async () => {
    const fixtures = adminFixtures({ [api.scores.adminList.path()]: { data: { total: 51, limit: 50, offset: 0, rows: manyScores } } });
    fixtures[filtered({}, 50)] = { data: { total: 51, limit: 50, offset: 50, rows: [makeScore({ id: 51, score: 4, comments: 'The last one' })] } };
    renderTab(fixtures);
    expect(await screen.findByText('Showing first 50 scores of 51 total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next scores' }));
    expect(await screen.findByText('Showing 51–51 of 51 scores')).toBeInTheDocument();
    expect(screen.queryByText('Showing first 50 scores of 51 total')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next scores' })).toBeDisabled();
  });

  it('narrows to one user found by name on the server, and keeps the name shown', async () => {
    const fixtures = adminFixtures({ [api.scores.adminList.path()]: { data: { total: 130, limit: 50, offset: 0, rows: firstScores } } });
    fixtures[userSearchPath('sam')] = { data: { items: [sam], total: 1 } };
    fixtures[filtered({ userId: String(sam.id) })] = {
      data: { total: 1, limit: 50, offset: 0, rows: [makeScore({ id: 88, userId: sam.id, userName: sam.name, comments: "Sam's only score" })] },
    };
    renderTab(fixtures);
    const filters = await screen.findByRole('group', { name: 'Filter scores' });
    await user.type(within(filters).getByRole('combobox', { name: 'User' }), 'sam');
    await user.click(await screen.findByRole('option', { name: 'Sam Reviewer @sam' }));
    expect(await screen.findAllByRole('button', { name: /^History of Sam Reviewer's score/ })).toHaveLength(1);
    expect(within(filters).getByRole('combobox', { name: 'User' })).toHaveValue('Sam Reviewer');
  });

  it('narrows to one event and to the No Votes, and says when nothing matches', async () => {
    const fixtures = adminFixtures({ [api.scores.adminList.path()]: { data: { total: 130, limit: 50, offset: 0, rows: firstScores } } });
    fixtures[filtered({ eventId: '1' })] = { data: { total: 1, limit: 50, offset: 0, rows: [makeScore({ id: 77, score: 3 })] } };
    fixtures[filtered({ eventId: '1', noVote: true })] = { data: { total: 0, limit: 50, offset: 0, rows: [] } };
    renderTab(fixtures);
    const filters = await screen.findByRole('group', { name: 'Filter scores' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Event' }), 'Platform Review');
    expect(await screen.findAllByRole('button', { name: /^History of / })).toHaveLength(1);
    await user.click(within(filters).getByRole('checkbox', { name: 'No Vote only' }));
    expect(await screen.findByText('No scores match these filters')).toBeInTheDocument();
    // Delete All is about every score, whatever the filters.
    await user.click(screen.getByRole('button', { name: 'Delete All Scores' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete all 130 scores?');
  });

  it('keeps the filters in the address beside the tab, and takes a cleared one out of it', async () => {
    const fixtures = adminFixtures({ [api.scores.adminList.path()]: { data: { total: 130, limit: 50, offset: 0, rows: firstScores } } });
    fixtures[filtered({ eventId: '1' })] = { data: { total: 1, limit: 50, offset: 0, rows: [makeScore({ id: 77, score: 3 })] } };
    fixtures[filtered({ eventId: '1', noVote: true })] = { data: { total: 0, limit: 50, offset: 0, rows: [] } };
    renderTab(fixtures, '/admin?tab=scores');
    const filters = await screen.findByRole('group', { name: 'Filter scores' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Event' }), 'Platform Review');
    await user.click(within(filters).getByRole('checkbox', { name: 'No Vote only' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=scores&event=1&noVote=1$/);
    await user.click(within(filters).getByRole('checkbox', { name: 'No Vote only' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=scores&event=1$/);
    expect(await screen.findAllByRole('button', { name: /^History of / })).toHaveLength(1);
  });

  it("opens on one evaluator's scores in one event when a link names them, their name in the box", async () => {
    const fixtures = adminFixtures({ [api.scores.adminList.path()]: { data: { total: 130, limit: 50, offset: 0, rows: firstScores } } });
    fixtures[filtered({ eventId: String(platformReview.id), userId: String(sam.id) })] = {
      data: { total: 1, limit: 50, offset: 0, rows: [makeScore({ id: 88, userId: sam.id, userName: sam.name, comments: "Sam's only score" })] },
    };
    renderTab(fixtures, evaluatorScoresPagePath(platformReview.id, sam.id));
    expect(await screen.findAllByRole('button', { name: /^History of / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^History of Sam Reviewer's score/ })).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filter scores' });
    expect(within(filters).getByRole('combobox', { name: 'Event' })).toHaveValue(String(platformReview.id));
    expect(within(filters).getByRole('combobox', { name: 'User' })).toHaveValue('Sam Reviewer');
  });
});
