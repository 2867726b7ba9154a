import {
  PRICE_FORMULAS,
  PRICE_WEIGHT,
  ROBUSTNESS_SAMPLES,
  ROBUSTNESS_SEED,
  type EvaluatorFlag,
  type EventRobustness,
  type FirstPlaceChance,
  type GapContribution,
  type GapPart,
  type PriceWeightFlip,
  type RobustnessBootstrap,
  type WeightFlip,
  type AverageEvent,
  type AwardPending,
  type AwardReason,
  type AwardVendor,
  type EventAward,
  type CellComment,
  type CellStatistics,
  type EvaluatorCalibration,
  type EventAgreement,
  type EventCells,
  type EventRanking,
  type IncompleteEvent,
  type IncompleteUser,
  type IncompleteVendor,
  type QuestionAgreement,
  type QuestionAverage,
  type RankedVendor,
  type ScoreHistogram,
  type VendorAverage,
} from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

const id = Joi.number().integer();
const count = Joi.number().integer().min(0);
const percent = Joi.number().integer().min(0).max(100).description('A rounded whole percent');
const average = Joi.number().allow(null).description('Mean of the 1 to 5 scores, No Votes left out; null when there is none');

const incompleteUser = answer<IncompleteUser>('IncompleteUser', {
  userId: id,
  name: text,
  username: text,
  email: text.allow(null),
  answered: count.description('Active questions of the event this user answered for this vendor (a No Vote is an answer)'),
  total: count.description('Active questions of the event'),
  percent,
});

const incompleteVendor = answer<IncompleteVendor>('IncompleteVendor', {
  vendorId: id,
  vendorName: text,
  company: text.allow(null),
  users: Joi.array().items(incompleteUser),
});

/** One entry per active event; `vendors` lists only the active vendors with at least one incomplete user. */
export const incompleteEventListResponse = Joi.array().items(
  answer<IncompleteEvent>('IncompleteEvent', {
    eventId: id,
    eventName: text,
    status: text,
    activeQuestions: count,
    activeVendors: count,
    usersWithAccess: count,
    submittedCount: count.description('Evaluators with access who have submitted their evaluation of the event'),
    incompleteUsers: count.description('Distinct users with access who left at least one active vendor unfinished, each counted once'),
    incompleteEntries: count.description('User and vendor pairs left unfinished: the users of all the vendor groups together'),
    vendors: Joi.array().items(incompleteVendor),
  }),
);

const questionAverage = answer<QuestionAverage>('QuestionAverage', {
  questionId: id,
  text,
  average,
  responses: count.description('Scores given, No Votes included'),
  noVotes: count,
  users: count.description('Users with access to the event'),
  percent,
});

const vendorAverage = answer<VendorAverage>('VendorAverage', {
  vendorId: id,
  vendorName: text,
  company: text.allow(null),
  average,
  responses: count,
  noVotes: count,
  questions: Joi.array().items(questionAverage),
});

/** One entry per active event, each with every active vendor, each with every active question. */
export const averageEventListResponse = Joi.array().items(
  answer<AverageEvent>('AverageEvent', {
    eventId: id,
    eventName: text,
    status: text,
    usersWithAccess: count,
    activeQuestions: count,
    average: average.description(
      "Mean of every 1 to 5 score of the event's active vendors over its active questions (every score weighs alike, as in the vendor averages); null when there is none",
    ),
    responses: count.description("Scores given over the event's active vendors and questions, No Votes included"),
    noVotes: count.description('No Votes among those responses'),
    vendors: Joi.array().items(vendorAverage),
  }),
);

/* ---- Results of one event ---- */

const figure = Joi.number().allow(null);
const rating = Joi.number().integer().min(1).max(5).allow(null);
const rank = Joi.number().integer().min(1).allow(null);
const alpha = figure.description("Krippendorff's alpha (interval); 0.8 and above reliable, 0.667 to 0.8 tentative, below low; null when nothing is pairable or nothing varies");

export const eventRankingResponse = answer<EventRanking>('EventRanking', {
  eventId: id,
  vendors: Joi.array()
    .items(
      answer<RankedVendor>('RankedVendor', {
        vendorId: id,
        name: text,
        rank: rank.description('By weighted score, highest first; equal scores share a rank and the next skips (1, 2, 2, 4); null without a score'),
        weightedScore: figure.description('Σ weight × cell mean / Σ weight over the questions whose cell has a mean'),
        meanScore: figure.description("Mean of all the vendor's ratings of the scale questions"),
        median: figure.description("Median of all the vendor's ratings of the scale questions"),
        responses: count.description('Scores given, No Votes included'),
        noVotes: count,
        coverage: Joi.number().min(0).max(1).description('responses / (users with access × active questions)'),
        normalisedScore: figure.description('The weighted score of the ratings made z-scores within each evaluator'),
        normalisedRank: rank.description('Rank by normalised score, as `rank`'),
        consensusScore: figure.description(
          "The weighted score with each cell's agreed (consensus) score in place of the evaluators' mean where the panel recorded one; an agreed No Vote takes the cell out",
        ),
        consensusRank: rank.description('Rank by consensus score, as `rank`'),
      }),
    )
    .description('Every active vendor, by rank; vendors without a score last'),
});

const histogram = answer<ScoreHistogram>('ScoreHistogram', {
  0: count.description('No Votes'),
  1: count,
  2: count,
  3: count,
  4: count,
  5: count,
});

export const eventCellsResponse = answer<EventCells>('EventCells', {
  eventId: id,
  cells: Joi.array()
    .items(
      answer<CellStatistics>('CellStatistics', {
        vendorId: id,
        questionId: id,
        ratings: count.description('Scores of 1 to 5'),
        noVotes: count,
        mean: figure,
        median: figure.description('The middle rating, or the mean of the two middle ones'),
        sd: figure.description('Sample standard deviation (n − 1); null below 2 ratings'),
        min: rating,
        max: rating,
        histogram,
        flagged: Joi.boolean().description("At least 2 ratings and max − min at least the event's disagreement threshold"),
      }),
    )
    .description('Every active vendor on every active question with a response from a user with access, in grid order'),
});

export const eventAgreementResponse = answer<EventAgreement>('EventAgreement', {
  eventId: id,
  alpha: alpha.description("Krippendorff's alpha (interval) over every cell of the event; null when nothing is pairable or nothing varies"),
  questions: Joi.array()
    .items(answer<QuestionAgreement>('QuestionAgreement', { questionId: id, alpha }))
    .description('Every active scale question of the event (pass/fail questions are left out)'),
  evaluators: Joi.array().items(
    answer<EvaluatorCalibration>('EvaluatorCalibration', {
      userId: id,
      name: text,
      ratings: count,
      mean: Joi.number().description("Mean of the evaluator's ratings in the event"),
      leniency: Joi.number().description("Mean over the evaluator's rated cells of (their rating − the cell's mean); above 0 is more generous than the panel"),
    }),
  ),
});

const points = figure.description('Out of 100 with the other points; null where there is nothing to count');

export const eventAwardResponse = answer<EventAward>('EventAward', {
  eventId: id,
  priceWeight: Joi.number().integer().min(PRICE_WEIGHT.min).max(PRICE_WEIGHT.max),
  priceFormula: Joi.string().valid(...PRICE_FORMULAS),
  vendors: Joi.array()
    .items(
      answer<AwardVendor>('AwardVendor', {
        vendorId: id,
        name: text,
        qualityScore: figure.description("The ranking's consensusScore"),
        qualityPoints: points.description('qualityScore / 5 × (100 − priceWeight)'),
        price: figure,
        priceScore: figure.description('0 to 1 among the vendors still in the award with a price; null for the others'),
        pricePoints: points.description('priceScore × priceWeight; null for an excluded vendor'),
        totalPoints: points.description('qualityPoints + pricePoints; null for an excluded vendor'),
        awardRank: rank.description('By totalPoints, highest first, equal totals sharing a rank; null for an excluded vendor'),
        excluded: Joi.boolean(),
        reasons: Joi.array().items(
          answer<AwardReason>('AwardReason', {
            kind: Joi.string().valid('knockOut', 'minimum', 'override', 'noQualityScore', 'noPrice'),
            questionId: id.allow(null),
            detail: text.description('A sentence a person can read'),
            overridden: Joi.boolean().description('An override include: true keeps the vendor in whatever this reason says'),
          }),
        ),
        pending: Joi.array().items(
          answer<AwardPending>('AwardPending', { kind: Joi.string().valid('knockOut', 'minimum'), questionId: id }),
        ),
      }),
    )
    .description('Every active vendor, by awardRank; excluded vendors last'),
});

export const eventRobustnessResponse = answer<EventRobustness>('EventRobustness', {
  eventId: id,
  basis: Joi.string().valid('award', 'quality').description('award when the price weight is above 0 (totals are totalPoints), else quality (the consensus score)'),
  leaderId: id.allow(null).description("The basis's first, the lower vendor id on a tie; null with fewer than two ranked vendors, and then every list is empty"),
  contributions: Joi.array()
    .items(
      answer<GapContribution>('GapContribution', {
        vendorId: id,
        parts: Joi.array().items(answer<GapPart>('GapPart', { questionId: id, points: Joi.number() })).description('Every weighted question, in grid order'),
        pricePoints: Joi.number().description("The leader's price points − the vendor's; 0 for the quality basis"),
        gap: Joi.number().description("The leader's total − the vendor's: the parts and pricePoints add up to it"),
      }),
    )
    .description('Every other vendor still in, in the basis order'),
  weightFlips: Joi.array().items(
    answer<WeightFlip>('WeightFlip', {
      questionId: id,
      factor: Joi.number().min(0).max(100).allow(null).description("The weight's factor closest to 1 at which another vendor's total equals the leader's; null when none from 0 to 100 does"),
      vendorId: id.allow(null),
    }),
  ),
  priceWeightFlip: answer<PriceWeightFlip>('PriceWeightFlip', { priceWeight: Joi.number().min(PRICE_WEIGHT.min).max(PRICE_WEIGHT.max), vendorId: id })
    .allow(null)
    .description("The price weight closest to the event's at which another vendor's total equals the leader's; null for the quality basis or when none does"),
  bootstrap: answer<RobustnessBootstrap>('RobustnessBootstrap', {
    samples: Joi.number().integer().min(ROBUSTNESS_SAMPLES.min).max(ROBUSTNESS_SAMPLES.max),
    seed: Joi.number().integer().min(ROBUSTNESS_SEED.min).max(ROBUSTNESS_SEED.max),
    firstPlace: Joi.array().items(
      answer<FirstPlaceChance>('FirstPlaceChance', { vendorId: id, probability: Joi.number().min(0).max(1).description('Share of the samples it came first in; a tie splits a sample') }),
    ),
    gapInterval: Joi.array()
      .ordered(Joi.number(), Joi.number())
      .allow(null)
      .description("The 5th and 95th percentile of the leader's total − the best other vendor's over the samples"),
  }),
  evaluatorFlags: Joi.array().items(
    answer<EvaluatorFlag>('EvaluatorFlag', {
      userId: id,
      name: text,
      kind: Joi.string().valid('straightLine', 'pivotal', 'opposite'),
      detail: Joi.number()
        .allow(null)
        .description("straightLine: the one rating given; pivotal: the vendor who would lead without the evaluator's scores (null: none); opposite: Pearson's r"),
    }),
  ),
});

export const cellCommentListResponse = Joi.array().items(
  answer<CellComment>('CellComment', {
    userId: id,
    name: text,
    score: Joi.number().integer().min(0).max(5).description('1 to 5, or 0 for a No Vote'),
    comments: text.allow(null),
    followupQuestions: text.allow(null),
    updatedAt: timestamp,
  }),
);
