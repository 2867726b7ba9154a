import { screen, within } from '@testing-library/react';
import { api, type CellComment, type ConsensusScore, type EventRanking } from '@vsp/contract';
import { alphaLedger, bravoInsights, robin, sam } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user, type Fixtures } from '../../../../test/renderWithProviders';
import { cost, fit, flaggedCell, makeRankedVendor, resultsEvent, resultsFixtures, support } from '../../../../test/resultsFixtures';
import { groupBySection } from '../utils/matrix';
import { ConsensusView } from './ConsensusView';

const at = { eventId: resultsEvent.id };
const flaggedRef = { ...at, vendorId: flaggedCell.vendorId, questionId: flaggedCell.questionId };

const agreedCost: ConsensusScore = {
  vendorId: alphaLedger.id,
  questionId: cost.id,
  score: 2,
  rationale: 'The price list settled it',
  setBy: 1,
  setByName: 'Alex Admin',
  setAt: '2025-03-06T09:00:00.000Z',
};

const consensusFixtures = (consensus: ConsensusScore[] = [agreedCost], overrides: Fixtures = {}) =>
  resultsFixtures({ [api.consensus.list.path(at)]: { data: consensus }, ...overrides });

const renderView = (fixtures: Fixtures = consensusFixtures()) =>
  renderWithProviders(<ConsensusView eventId={resultsEvent.id} threshold={3} groups={groupBySection([fit, cost, support], resultsEvent.id)} />, { fixtures });

const cellsTable = () => screen.findByRole('table', { name: 'Cells to moderate' });
const flaggedButton = 'Bravo Insights · Fit';

describe('ConsensusView', () => {
  it('lists the flagged cells first, then every other cell, with the mean, spread, flag and agreed score', async () => {
    renderView();
    const rows = within(await cellsTable()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Bravo Insights · Fit', '3.00', '4', 'Flagged', '—'],
      // Then the heat map's order: Technical (Fit, Support), then Commercial (Cost).
      ['Bravo Insights · Support', '4.00', '0', '', '—'],
      ['Bravo Insights · Cost', '4.50', '1', '', '—'],
      ['Alpha Ledger · Fit', '3.50', '1', '', '—'],
      ['Alpha Ledger · Support', '—', '—', '', '—'],
      ['Alpha Ledger · Cost', '1.50', '1', '', '2 · Fair'],
    ]);
    expect(screen.getByText('1 flagged cell (ratings 3 or more apart), 1 with a consensus score.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Flagged cells only');
    expect(within(await cellsTable()).getAllByRole('row')).toHaveLength(2);
  });

  it('opens a cell by keyboard: its statistics and every evaluator’s score, comments and follow-up questions, names hidden until revealed', async () => {
    renderView();
    await cellsTable();
    const button = screen.getByRole('button', { name: flaggedButton });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');

    const panel = screen.getByRole('region', { name: flaggedButton });
    expect(within(panel).getByRole('heading', { name: flaggedButton })).toHaveFocus();
    expect(within(panel).getByLabelText('Statistics')).toHaveTextContent('Spread4, flagged (the event flags 3 or more)');

    const scores = within(panel).getByRole('table', { name: 'Scores, comments and follow-up questions of each evaluator' });
    const rows = (await within(scores).findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Evaluator 1', '5 · Exceptional', 'Covers every workflow we showed', 'None'],
      ['Evaluator 2', '1 · Poor', 'No single sign-on', 'When does single sign-on ship?'],
      ['Evaluator 3', 'No Vote', 'None', 'None'],
    ]);
    expect(scores).not.toHaveTextContent(robin.name);

    within(panel).getByRole('switch', { name: 'Show evaluator names' }).focus();
    await user.keyboard(' ');
    expect(scores).toHaveTextContent(robin.name);
    expect(scores).toHaveTextContent(sam.name);
  });

  it('records the agreed score and rationale of a cell', async () => {
    renderView();
    const { requests } = mockFetch((request) => ({ body: { ...agreedCost, vendorId: flaggedCell.vendorId, questionId: flaggedCell.questionId, ...(request.body as object) } }));
    await user.click(within(await cellsTable()).getByRole('button', { name: flaggedButton }));
    const form = screen.getByRole('form', { name: 'Consensus score' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Consensus score/ }), 'No Vote');
    await user.type(within(form).getByRole('textbox', { name: /Rationale/ }), '  Not comparable with the others ');
    await user.click(within(form).getByRole('button', { name: 'Save consensus score' }));
    expect(await screen.findByText('Consensus score saved')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'PUT', path: api.consensus.set.path(flaggedRef), body: { score: 0, rationale: 'Not comparable with the others' } }]);
  });

  it('asks for a score and a rationale before sending anything', async () => {
    renderView();
    const { requests } = mockFetch();
    await user.click(within(await cellsTable()).getByRole('button', { name: flaggedButton }));
    await user.click(screen.getByRole('button', { name: 'Save consensus score' }));
    expect(screen.getByText('Choose the agreed score')).toBeInTheDocument();
    expect(screen.getByText('Write why the panel agreed this score')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows who agreed a score and when, starts the form from it, and removes it', async () => {
    const ref = { ...at, vendorId: alphaLedger.id, questionId: cost.id };
    renderView(consensusFixtures([agreedCost], { [api.analysis.cellComments.path(ref)]: { data: [] } }));
    const { requests } = mockFetch(() => ({ status: 204 }));
    await user.click(within(await cellsTable()).getByRole('button', { name: 'Alpha Ledger · Cost' }));
    const form = screen.getByRole('form', { name: 'Consensus score' });
    expect(form).toHaveTextContent('Agreed 2 · Fair, recorded by Alex Admin on 6 Mar 2025');
    expect(within(form).getByRole('combobox', { name: /Consensus score/ })).toHaveValue('2');
    expect(within(form).getByRole('textbox', { name: /Rationale/ })).toHaveValue('The price list settled it');
    expect(await screen.findByText('No scores in this cell yet.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove consensus score' }));
    expect(await screen.findByText('Consensus score removed')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'DELETE', path: api.consensus.remove.path(ref), body: undefined }]);
  });

  it('draws a page of cells and a page of evaluators at a time', async () => {
    // 30 vendors × 3 questions = 90 cells; the flagged cell has 45 evaluators.
    const many: EventRanking = {
      eventId: resultsEvent.id,
      vendors: [
        makeRankedVendor({ vendorId: bravoInsights.id, name: bravoInsights.name }),
        ...Array.from({ length: 29 }, (_, index) => makeRankedVendor({ vendorId: 1000 + index, name: `Vendor ${index + 1}` })),
      ],
    };
    const comments: CellComment[] = Array.from({ length: 45 }, (_, index) => ({
      userId: 2000 + index,
      name: `Judge ${index + 1}`,
      score: (index % 5) + 1,
      comments: `Note ${index + 1}`,
      followupQuestions: null,
      updatedAt: '2025-03-05T10:00:00.000Z',
    }));
    renderView(consensusFixtures([], { [api.analysis.ranking.path(at)]: { data: many }, [api.analysis.cellComments.path(flaggedRef)]: { data: comments } }));

    const table = await cellsTable();
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const pages = screen.getByRole('navigation', { name: 'Pages of cells' });
    expect(pages).toHaveTextContent('1–25 of 90 cells, page 1 of 4');
    expect(within(pages).getByRole('button', { name: 'Previous cells' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next cells' }));
    expect(pages).toHaveTextContent('26–50 of 90 cells, page 2 of 4');
    await user.click(within(pages).getByRole('button', { name: 'Previous cells' }));

    await user.click(within(table).getByRole('button', { name: flaggedButton }));
    const scores = screen.getByRole('table', { name: 'Scores, comments and follow-up questions of each evaluator' });
    expect(await within(scores).findAllByRole('row')).toHaveLength(21);
    const evaluatorPages = screen.getByRole('navigation', { name: 'Pages of evaluators' });
    await user.click(within(evaluatorPages).getByRole('button', { name: 'Next scores' }));
    expect(evaluatorPages).toHaveTextContent('21–40 of 45 scores, page 2 of 3');
    expect(within(scores).getAllByRole('row')[1]).toHaveTextContent('Evaluator 21');
    expect(within(scores).getAllByRole('row')[1]).toHaveTextContent('Note 21');
  });

  it('says when the reads fail, with a retry', async () => {
    renderView(consensusFixtures([], { [api.consensus.list.path(at)]: { status: 500 } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the cells to moderate');
  });
});
