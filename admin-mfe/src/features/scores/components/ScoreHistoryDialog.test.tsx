import { screen, within } from '@testing-library/react';
import { api, type ItemsPage, type ScoreHistoryItem } from '@vsp/contract';
import { adminFixtures, makeScore } from '../../../../test/fixtures';
import { renderWithProviders, user, type Fixtures } from '../../../../test/renderWithProviders';
import { makeHistoryItem } from '../../../../test/scoreHistoryFixtures';
import { toScoreRow } from '../utils/scoreRows';
import { formatPanelTime } from '../../../lib/time';
import { ScoreHistoryDialog } from './ScoreHistoryDialog';

const row = toScoreRow(makeScore({ id: 1, comments: 'Clear demo' }));
const historyPath = api.scores.history.path({ eventId: row.cell.eventId, vendorId: row.cell.vendorId, questionId: row.cell.questionId, userId: row.cell.userId });

const changes: ScoreHistoryItem[] = [
  makeHistoryItem({
    id: 3,
    action: 'deleted',
    oldScore: 4,
    newScore: null,
    oldComments: 'Clear demo',
    actorId: 1,
    actorName: 'Alex Admin',
    at: '2025-03-07T09:30:00.000Z',
  }),
  makeHistoryItem({
    id: 2,
    action: 'updated',
    oldScore: 0,
    newScore: 4,
    oldComments: 'Unsure',
    newComments: 'Clear demo',
    at: '2025-03-06T16:15:00.000Z',
  }),
  makeHistoryItem({ id: 1, action: 'created', oldScore: null, newScore: 0, newComments: 'Unsure', actorName: null, actorId: null, at: '2025-03-05T10:00:00.000Z' }),
];

function renderDialog(page: FixtureHistory, onClose = jest.fn()) {
  const fixtures: Fixtures = adminFixtures({ [historyPath]: page });
  renderWithProviders(<ScoreHistoryDialog row={row} onClose={onClose} />, { fixtures });
  return onClose;
}

type FixtureHistory = { data: ItemsPage<ScoreHistoryItem> } | { status: number } | 'pending';

describe('ScoreHistoryDialog', () => {
  it("lists the cell's changes newest first: when, who, action, old → new score and comments", async () => {
    renderDialog({ data: { items: changes, total: 3 } });
    const dialog = await screen.findByRole('dialog', { name: 'Score History' });
    expect(dialog).toHaveTextContent(`Robin Evaluator's score of Alpha Ledger on "Fit" in Platform Review`);
    await within(dialog).findByText('Alex Admin');
    expect(within(dialog).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'Action', 'Score', 'Comments']);
    const rows = within(dialog).getAllByRole('row').slice(1);
    const cells = rows.map((tableRow) => within(tableRow).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      [formatPanelTime('2025-03-07T09:30:00.000Z'), 'Alex Admin', 'Deleted', '4 → —', 'Comments: Clear demo'],
      [formatPanelTime('2025-03-06T16:15:00.000Z'), 'Robin Evaluator', 'Changed', 'No Vote → 4', 'Comments: Clear demoBefore: Unsure'],
      [formatPanelTime('2025-03-05T10:00:00.000Z'), 'Outside the portal', 'Created', '— → No Vote', 'Comments: Unsure'],
    ]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says how many changes there are when it shows only the latest', async () => {
    renderDialog({ data: { items: changes, total: 75 } });
    expect(await screen.findByText('Showing the latest 3 changes of 75')).toBeInTheDocument();
  });

  it('says when a score has no recorded change', async () => {
    renderDialog({ data: { items: [], total: 0 } });
    expect(await screen.findByText('No changes recorded for this score.')).toBeInTheDocument();
  });

  it('says when the history cannot be read', async () => {
    renderDialog({ status: 500 });
    expect(await screen.findByText('Could not load the score history')).toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    const onClose = renderDialog({ data: { items: changes, total: 3 } });
    const dialog = await screen.findByRole('dialog', { name: 'Score History' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
