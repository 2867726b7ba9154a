import type { ConsensusScore } from '@vsp/contract';
import { alphaLedger, bravoInsights } from '../../../../test/fixtures';
import { cells, cost, fit, support } from '../../../../test/resultsFixtures';
import {
  CONSENSUS_OPTIONS,
  consensusFormValues,
  filterCells,
  moderationCells,
  pageCount,
  pageOf,
  rankMove,
  toConsensusPayload,
  validateConsensus,
} from './consensus';

const agreed = (vendorId: number, questionId: number, score: number): ConsensusScore => ({
  vendorId,
  questionId,
  score,
  rationale: 'Agreed',
  setBy: 1,
  setByName: 'Alex Admin',
  setAt: '2025-03-06T09:00:00.000Z',
});

const vendors = [
  { vendorId: bravoInsights.id, name: bravoInsights.name },
  { vendorId: alphaLedger.id, name: alphaLedger.name },
];

describe('moderationCells', () => {
  it('lists every vendor by every question, the flagged cells first, then the rest in grid order, with what was agreed', () => {
    // Alpha Ledger's Cost is flagged too, so it moves up before the cells that are not.
    const withSecondFlag = cells.cells.map((cell) => (cell.vendorId === alphaLedger.id && cell.questionId === cost.id ? { ...cell, flagged: true } : cell));
    const list = moderationCells(vendors, [fit, cost, support], withSecondFlag, [agreed(alphaLedger.id, support.id, 0)]);
    expect(list.map((entry) => `${entry.vendorName} · ${entry.question.text}`)).toEqual([
      'Bravo Insights · Fit',
      'Alpha Ledger · Cost',
      'Bravo Insights · Cost',
      'Bravo Insights · Support',
      'Alpha Ledger · Fit',
      'Alpha Ledger · Support',
    ]);
    expect(list[0].cell?.flagged).toBe(true);
    expect(list[5].consensus?.score).toBe(0);
  });

  it('includes cells nobody rated, so the panel can agree a score for them', () => {
    const list = moderationCells(vendors, [fit], [], []);
    expect(list.map((entry) => [entry.vendorName, entry.cell])).toEqual([
      [bravoInsights.name, undefined],
      [alphaLedger.name, undefined],
    ]);
  });

  it('filters to the flagged cells or to the cells with a consensus score', () => {
    const list = moderationCells(vendors, [fit, cost, support], cells.cells, [agreed(alphaLedger.id, cost.id, 2)]);
    expect(filterCells(list, 'flagged').map((entry) => entry.key)).toEqual([`${bravoInsights.id}:${fit.id}`]);
    expect(filterCells(list, 'agreed').map((entry) => entry.key)).toEqual([`${alphaLedger.id}:${cost.id}`]);
    expect(filterCells(list, 'all')).toHaveLength(6);
  });
});

describe('the consensus form', () => {
  it('offers the scale best first, then No Vote', () => {
    expect(CONSENSUS_OPTIONS.map((option) => [option.value, option.label])).toEqual([
      ['5', '5 · Exceptional'],
      ['4', '4 · Very Good'],
      ['3', '3 · Good'],
      ['2', '2 · Fair'],
      ['1', '1 · Poor'],
      ['0', 'No Vote'],
    ]);
  });

  it('starts from the agreed score, requires a score and a rationale within 4,000 characters, and sends it trimmed', () => {
    expect(consensusFormValues(undefined)).toEqual({ score: '', rationale: '' });
    expect(consensusFormValues(agreed(1, 2, 0))).toEqual({ score: '0', rationale: 'Agreed' });
    expect(validateConsensus({ score: '', rationale: '  ' })).toEqual({ score: 'Choose the agreed score', rationale: 'Write why the panel agreed this score' });
    expect(validateConsensus({ score: '3', rationale: 'x'.repeat(4001) })).toEqual({ rationale: 'Rationale must be at most 4000 characters' });
    expect(validateConsensus({ score: '0', rationale: 'x'.repeat(4000) })).toEqual({});
    expect(toConsensusPayload({ score: '0', rationale: '  Out of scope ' })).toEqual({ score: 0, rationale: 'Out of scope' });
  });
});

describe('rankMove', () => {
  it('marks a vendor the agreed scores move up or down, and nothing when its place stays or a rank is missing', () => {
    expect(rankMove({ rank: 3, consensusRank: 1 })).toEqual({ symbol: '▲2', label: 'Up 2 places with the consensus scores, from rank 3' });
    expect(rankMove({ rank: 1, consensusRank: 2 })).toEqual({ symbol: '▼1', label: 'Down 1 place with the consensus scores, from rank 1' });
    expect(rankMove({ rank: 2, consensusRank: 2 })).toBeNull();
    expect(rankMove({ rank: null, consensusRank: 2 })).toBeNull();
    expect(rankMove({ rank: 2, consensusRank: null })).toBeNull();
  });
});

describe('paging', () => {
  it('counts at least one page and keeps the page within the list', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(1000, 25)).toBe(40);
    const items = Array.from({ length: 30 }, (_, index) => index);
    expect(pageOf(items, 1, 25)).toEqual({ rows: [25, 26, 27, 28, 29], page: 1 });
    expect(pageOf(items, 5, 25)).toEqual({ rows: [25, 26, 27, 28, 29], page: 1 });
    expect(pageOf([], 3, 25)).toEqual({ rows: [], page: 0 });
  });
});
