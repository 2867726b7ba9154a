import { api, type AwardVendor, type CellComment, type CellStatistics, type EventAgreement, type EventCells, type EventRanking, type RankedVendor } from '@vsp/contract';
import type { Fixtures } from '@vsp/test-support/render';
import { adminFixtures, alphaLedger, bravoInsights, makeEvent, makeQuestion, platformReview, robin, sam } from './fixtures';

/** The Results tab's event: Active, flagging cells whose ratings differ by 3 or more. */
export const resultsEvent = { ...platformReview, disagreementThreshold: 3 };
export const scheduledEvent = makeEvent({ id: 3, name: 'Scheduled Review', status: 'Scheduled', disagreementThreshold: 2 });

export const fit = makeQuestion({ id: 101, eventId: resultsEvent.id, text: 'Fit', order: 1, weight: 2, section: 'Technical' });
export const cost = makeQuestion({ id: 102, eventId: resultsEvent.id, text: 'Cost', order: 2, weight: 1, section: 'Commercial' });
export const support = makeQuestion({ id: 103, eventId: resultsEvent.id, text: 'Support', order: 3, weight: 1.5, section: 'Technical' });

/** A ranked vendor; unless a test says otherwise nothing is agreed, so the consensus figures equal the raw ones. */
export function makeRankedVendor(overrides: Partial<RankedVendor> & Pick<RankedVendor, 'vendorId' | 'name'>): RankedVendor {
  const rank = overrides.rank === undefined ? 1 : overrides.rank;
  const weightedScore = overrides.weightedScore === undefined ? 3 : overrides.weightedScore;
  return {
    rank,
    weightedScore,
    meanScore: 3,
    median: 3,
    responses: 6,
    noVotes: 0,
    coverage: 1,
    normalisedScore: 0,
    normalisedRank: 1,
    consensusScore: weightedScore,
    consensusRank: rank,
    ...overrides,
  };
}

export function makeCell(overrides: Partial<CellStatistics> & Pick<CellStatistics, 'vendorId' | 'questionId'>): CellStatistics {
  return {
    ratings: 2,
    noVotes: 0,
    mean: 3.5,
    median: 3.5,
    sd: 0.71,
    min: 3,
    max: 4,
    histogram: { '0': 0, '1': 0, '2': 0, '3': 1, '4': 1, '5': 0 },
    flagged: false,
    ...overrides,
  };
}

/** Bravo Insights wins on raw scores; calibrated for leniency, Alpha Ledger does. */
export const ranking: EventRanking = {
  eventId: resultsEvent.id,
  vendors: [
    makeRankedVendor({ vendorId: bravoInsights.id, name: bravoInsights.name, rank: 1, weightedScore: 3.8, meanScore: 3.75, median: 4, coverage: 0.75, normalisedScore: -0.1, normalisedRank: 2 }),
    makeRankedVendor({ vendorId: alphaLedger.id, name: alphaLedger.name, rank: 2, weightedScore: 3.2, meanScore: 3.1, median: 3, coverage: 1, normalisedScore: 0.2, normalisedRank: 1 }),
  ],
};

export const flaggedCell = makeCell({
  vendorId: bravoInsights.id,
  questionId: fit.id,
  ratings: 2,
  noVotes: 1,
  mean: 3,
  median: 3,
  sd: 2.83,
  min: 1,
  max: 5,
  histogram: { '0': 1, '1': 1, '2': 0, '3': 0, '4': 0, '5': 1 },
  flagged: true,
});

export const cells: EventCells = {
  eventId: resultsEvent.id,
  cells: [
    flaggedCell,
    makeCell({ vendorId: bravoInsights.id, questionId: cost.id, mean: 4.5, median: 4.5, min: 4, max: 5 }),
    makeCell({ vendorId: bravoInsights.id, questionId: support.id, mean: 4, median: 4, min: 4, max: 4, sd: 0 }),
    makeCell({ vendorId: alphaLedger.id, questionId: fit.id, mean: 3.5 }),
    makeCell({ vendorId: alphaLedger.id, questionId: cost.id, mean: 1.5, median: 1.5, min: 1, max: 2 }),
    makeCell({ vendorId: alphaLedger.id, questionId: support.id, ratings: 0, noVotes: 2, mean: null, median: null, sd: null, min: null, max: null, histogram: { '0': 2, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } }),
  ],
};

export const agreement: EventAgreement = {
  eventId: resultsEvent.id,
  alpha: 0.55,
  questions: [
    { questionId: fit.id, alpha: 0.3 },
    { questionId: cost.id, alpha: 0.85 },
    { questionId: support.id, alpha: null },
  ],
  evaluators: [
    { userId: robin.id, name: robin.name, ratings: 6, mean: 4.2, leniency: 0.6 },
    { userId: sam.id, name: sam.name, ratings: 5, mean: 3.0, leniency: -0.4 },
  ],
};

export const flaggedComments: CellComment[] = [
  { userId: robin.id, name: robin.name, score: 5, comments: 'Covers every workflow we showed', followupQuestions: null, updatedAt: '2025-03-05T10:00:00.000Z' },
  { userId: sam.id, name: sam.name, score: 1, comments: 'No single sign-on', followupQuestions: 'When does single sign-on ship?', updatedAt: '2025-03-05T11:00:00.000Z' },
  { userId: 9, name: 'Kim Observer', score: 0, comments: null, followupQuestions: null, updatedAt: '2025-03-05T12:00:00.000Z' },
];

const at = { eventId: resultsEvent.id };

/** The panel's lists plus every read of the Results tab for its event. */
export function resultsFixtures(overrides: Fixtures = {}): Fixtures {
  return adminFixtures({
    [api.events.adminList.path()]: { data: [scheduledEvent, resultsEvent] },
    [api.questions.adminList.path()]: { data: [fit, cost, support] },
    [api.analysis.ranking.path(at)]: { data: ranking },
    [api.analysis.cells.path(at)]: { data: cells },
    [api.analysis.agreement.path(at)]: { data: agreement },
    [api.consensus.list.path(at)]: { data: [] },
    [api.analysis.cellComments.path({ ...at, vendorId: flaggedCell.vendorId, questionId: flaggedCell.questionId })]: { data: flaggedComments },
    ...overrides,
  });
}

/** A vendor of the award; unless a test says otherwise it is out of it, with no figures, reasons or pending rules. */
export function makeAwardVendor(overrides: Partial<AwardVendor> & Pick<AwardVendor, 'vendorId' | 'name'>): AwardVendor {
  return {
    qualityScore: null,
    qualityPoints: null,
    price: null,
    priceScore: null,
    pricePoints: null,
    totalPoints: null,
    awardRank: null,
    excluded: false,
    reasons: [],
    pending: [],
    ...overrides,
  };
}
