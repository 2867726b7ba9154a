import type { Request, ResponseToolkit } from '@hapi/hapi';
import { api, ROBUSTNESS_SAMPLES, ROBUSTNESS_SEED } from '@vsp/contract';
import type { Knex } from 'knex';
import Joi from 'joi';
import { ADMIN_ONLY } from '../../lib/admin';
import type { Expiring } from '../../lib/cached-reads';
import { answers, at, domainModule, jsonText } from '../../lib/route-table';
import { eventIdParams, id } from '../../lib/validation';
import { nextStatusChange } from '../events/service';
import {
  averageEventListResponse,
  cellCommentListResponse,
  eventAgreementResponse,
  eventAwardResponse,
  eventCellsResponse,
  eventRankingResponse,
  eventRobustnessResponse,
  incompleteEventListResponse,
} from './responses';
import { eventAgreement } from './results/agreement';
import { eventAward } from './results/award';
import { eventCells } from './results/cells';
import { cellComments } from './results/comments';
import { eventRanking } from './results/ranking';
import { DEFAULT_ROBUSTNESS, eventRobustness, type RobustnessOptions } from './results/robustness';
import { averageScores, incompleteSubmissions } from './service';

const cellParams = Joi.object({ eventId: id.required(), vendorId: id.required(), questionId: id.required() });

/** What the results count, for the OpenAPI document. */
const RESULTS_NOTES =
  'Counts only users with access (every user but the system account without a `hasAccess: false` row for the event), active questions and every active vendor. ' +
  'A score of 1 to 5 is a rating; a No Vote (0) is a response but never a rating. Numbers are unrounded.';

/**
 * A handler answering one event's results from this process's cache (`resultsCache`), keyed by the
 * call's own path, until a change of anything they are computed from invalidates it; `compute`
 * reads them from the database on a miss. A call with options keys them in the path as `optionsOf`
 * gives them, validated with their defaults filled in, so that a call leaving them out shares the
 * answer of one spelling them out.
 */
function cachedResult<Options extends object>(
  endpoint: { path(params: { eventId: number }, query?: Options): string },
  compute: (db: Knex, eventId: number, options: Options) => Promise<unknown>,
  optionsOf: (request: Request) => Options | undefined = () => undefined,
) {
  return async (request: Request, h: ResponseToolkit) => {
    const eventId = request.params.eventId as number;
    const options = optionsOf(request);
    const { resultsCache, db } = request.server.app;
    return jsonText(h, await resultsCache.read(endpoint.path({ eventId }, options), () => compute(db, eventId, options!)));
  };
}

/** How many resamples and from which seed; the same seed and samples give the same answer. */
const robustnessQuery = Joi.object<RobustnessOptions>({
  seed: Joi.number().integer().min(ROBUSTNESS_SEED.min).max(ROBUSTNESS_SEED.max).default(DEFAULT_ROBUSTNESS.seed),
  samples: Joi.number().integer().min(ROBUSTNESS_SAMPLES.min).max(ROBUSTNESS_SAMPLES.max).default(DEFAULT_ROBUSTNESS.samples),
});

/**
 * When an answer over the active events read now goes stale by itself (see nextStatusChange): asked
 * before the answer is read, so that an answer read across midnight is never cached past it.
 */
async function readUntilStatusChange<T>(request: Request, read: (db: Knex, timeZone: string) => Promise<T>): Promise<Expiring<T>> {
  const { db, config } = request.server.app;
  const staleAt = await nextStatusChange(db, config.timeZone);
  return { value: await read(db, config.timeZone), staleAt };
}

/*
 * Average Scores and Incomplete Submissions read every score of the active events: each process
 * caches their answers with the events' results (see `resultsCache`), invalidated when a change of
 * anything they read is notified.
 */
export const analysisRoutes = domainModule('analysis', [
  {
    ...at(api.analysis.incomplete),
    options: {
      auth: ADMIN_ONLY,
      description: 'Users with access who have not answered every active question, per event and vendor',
      // The answer runs to 1.2 MB on a large panel: the fastest gzip level compresses it in about
      // half the time of the default one, for a body a few percent larger.
      compression: { gzip: { level: 1 }, deflate: { level: 1 } },
      ...answers(incompleteEventListResponse),
    },
    handler: async (request, h) =>
      jsonText(h, await request.server.app.resultsCache.readJsonText(api.analysis.incomplete.path(), () => readUntilStatusChange(request, incompleteSubmissions))),
  },
  {
    ...at(api.analysis.averages),
    options: { auth: ADMIN_ONLY, description: 'Average scores per event, vendor and question', ...answers(averageEventListResponse) },
    handler: async (request, h) =>
      jsonText(h, await request.server.app.resultsCache.readExpiring(api.analysis.averages.path(), () => readUntilStatusChange(request, averageScores))),
  },
  {
    ...at(api.analysis.ranking),
    options: {
      auth: ADMIN_ONLY,
      description: "The event's vendors ranked by weighted score, with their mean, median, coverage and normalised score",
      notes: [
        RESULTS_NOTES,
        'weightedScore = Σ weight × cell mean / Σ weight over the questions whose cell has a mean; rank by it, highest first, equal scores sharing a rank (1, 2, 2, 4), vendors without a score last with rank null. ' +
          "normalisedScore: the same weighted mean of cell means of z-scores, each rating made (rating − evaluator mean) / evaluator sample sd (evaluators with fewer than 2 ratings or sd 0 left out). coverage = responses / (users with access × active questions).",
        "consensusScore: the weighted score with each cell's agreed (consensus) score in place of its mean where the panel recorded one (an agreed No Vote takes the cell out, an agreed score counts also in a cell nobody rated); consensusRank ranks it as rank.",
      ],
      validate: { params: eventIdParams },
      ...answers(eventRankingResponse),
    },
    handler: cachedResult(api.analysis.ranking, eventRanking),
  },
  {
    ...at(api.analysis.cells),
    options: {
      auth: ADMIN_ONLY,
      description: 'Statistics of every vendor on every question of the event: ratings, No Votes, mean, median, sd, min, max, histogram, flagged',
      notes: [
        RESULTS_NOTES,
        "sd is the sample standard deviation (n − 1), null below 2 ratings; a cell is flagged with at least 2 ratings and max − min at least the event's disagreement threshold. Cells without any response are left out.",
      ],
      validate: { params: eventIdParams },
      ...answers(eventCellsResponse),
    },
    handler: cachedResult(api.analysis.cells, eventCells),
  },
  {
    ...at(api.analysis.agreement),
    options: {
      auth: ADMIN_ONLY,
      description: "Krippendorff's alpha per question and for the event, and each evaluator's mean and leniency",
      notes: [
        RESULTS_NOTES,
        "Alpha uses the interval metric with the evaluators as coders and No Votes missing; cells with fewer than 2 ratings are not pairable; null when nothing is pairable or the expected disagreement is 0. Reading: 0.8 and above reliable, 0.667 to 0.8 tentative, below 0.667 low. leniency = mean over the evaluator's rated cells of (their rating − the cell's mean).",
      ],
      validate: { params: eventIdParams },
      ...answers(eventAgreementResponse),
    },
    handler: cachedResult(api.analysis.agreement, eventAgreement),
  },
  {
    ...at(api.analysis.award),
    options: {
      auth: ADMIN_ONLY,
      description: 'The award: quality and price weighed together, after the knock-out criteria, the minimum scores and the overrides',
      notes: [
        RESULTS_NOTES,
        'qualityScore is the consensusScore of the ranking; qualityPoints = qualityScore / 5 × (100 − priceWeight); pricePoints = priceScore × priceWeight; totalPoints = their sum, out of 100. ' +
          'priceScore among the vendors still in the award with a price: ratio = lowest / price; linear = (highest − price) / (highest − lowest), 1 when all are equal.',
        'Excluded: a knock-out failed (agreed score 1, or more Fail than Pass answers without one), a minimum not met (the agreed score, or without one the cell mean), an override include: false, no quality score, or no price while priceWeight > 0; ' +
          'an override include: true keeps the vendor in, its reasons marked overridden. Equal Pass and Fail answers, or a minimum without any value, are pending. awardRank by totalPoints as rank; excluded vendors last with awardRank null.',
      ],
      validate: { params: eventIdParams },
      ...answers(eventAwardResponse),
    },
    handler: cachedResult(api.analysis.award, eventAward),
  },
  {
    ...at(api.analysis.robustness),
    options: {
      auth: ADMIN_ONLY,
      description: 'How sure the award is: what decided it, how far the weights can move, how likely the leader leads, and evaluator patterns',
      notes: [
        RESULTS_NOTES,
        'basis: award when priceWeight > 0 (totals are totalPoints), else quality (the consensus score); excluded vendors are left out. ' +
          "contributions: per other vendor, gap = the leader's total − its total, split into each weighted question's part, scale × (w_q · value_L,q / W_L − w_q · value_v,q / W_v) with scale (100 − priceWeight) / 5 (1 for quality), and pricePoints.",
        "weightFlips: per weighted question, the factor of its weight (0 to 100) closest to 1 at which another vendor's total equals the leader's, solved exactly; priceWeightFlip the same for the price weight (award basis).",
        'bootstrap: the evaluators with a rating resampled with replacement `samples` times from `seed`, cell means and totals figured again (agreed scores, prices and exclusions fixed): each vendor\'s share of first places (ties split) and the 5th and 95th percentile of the leader\'s gap to the best other vendor. ' +
          'evaluatorFlags: straightLine (at least 5 ratings, all equal), pivotal (without their scores another vendor leads), opposite (at least 5 rated cells, Pearson r < 0 with the other evaluators\' cell means).',
      ],
      validate: { params: eventIdParams, query: robustnessQuery },
      ...answers(eventRobustnessResponse),
    },
    handler: cachedResult(api.analysis.robustness, eventRobustness, (request) => request.query as unknown as RobustnessOptions),
  },
  {
    ...at(api.analysis.cellComments),
    options: {
      auth: ADMIN_ONLY,
      description: 'Every score of users with access in one cell, No Votes included, with comments and the evaluator\'s name',
      validate: { params: cellParams },
      ...answers(cellCommentListResponse),
    },
    handler: (request) =>
      cellComments(request.server.app.db, request.params.eventId as number, request.params.vendorId as number, request.params.questionId as number),
  },
]);
