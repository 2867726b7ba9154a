import type { EventAward } from '@vsp/contract';
import type { Knex } from 'knex';
import { decideAward, type AwardInputs, type RuleQuestion } from './award-rules';
import { countedCells } from './cells';
import { countingRules } from './counted';
import { resultsOf, type ResultsEvent } from './event';
import { rankingOf } from './ranking';

/*
 * The award of an event (see award-rules.ts and docs/results.md). Its quality score is the ranking's
 * consensus score, so it starts from the ranking's pass; the rules then need the cells of the rule
 * questions only (pass/fail questions and scale questions with a minimum), which one more statement
 * counts from those questions' scores alone, with the same counting rules, beside the prices, the
 * agreed scores and the overrides.
 */

interface AwardFigures extends Omit<AwardInputs, 'vendors' | 'ruleQuestions'> {
  /** The active vendors' ids in grid order. */
  order: number[];
}

/** The event's active rule questions, in grid order. */
async function ruleQuestionsOf(trx: Knex.Transaction, eventId: number): Promise<RuleQuestion[]> {
  const result = await trx.raw<{ rows: RuleQuestion[] }>(
    `select id as "questionId", text, kind, minimum::float8 as minimum
     from questions where event_id = ? and is_active and (kind = 'passFail' or minimum is not null)
     order by "order", id`,
    [eventId],
  );
  return result.rows;
}

/** The counted cells of the rule questions, the event's price settings, prices, agreed scores and overrides. */
async function figuresOf(trx: Knex.Transaction, event: ResultsEvent, ruleQuestions: RuleQuestion[]): Promise<AwardFigures> {
  const rules: ResultsEvent = { ...event, questionIds: ruleQuestions.map((question) => question.questionId) };
  const eventId = event.eventId;
  const result = await trx.raw<{ rows: { figures: AwardFigures }[] }>(`
    with ${countingRules(rules)},
    ${countedCells(rules)}
    select json_build_object(
      'priceWeight', e.price_weight,
      'priceFormula', e.price_formula,
      'order', (select coalesce(json_agg(v.id order by v."order", v.id), '[]') from vendors v where v.is_active),
      'cells', (select coalesce(json_agg(json_build_object('vendorId', c.vendor_id, 'questionId', c.question_id,
          'passes', c.count_5, 'fails', c.count_1, 'mean', c.rating_sum::float8 / nullif(c.ratings, 0))), '[]') from cells c),
      'agreed', (select coalesce(json_agg(json_build_object('vendorId', k.vendor_id, 'questionId', k.question_id, 'score', k.score)), '[]')
          from consensus_scores k where k.event_id = e.id),
      'prices', (select coalesce(json_agg(json_build_object('vendorId', p.vendor_id, 'price', p.price::float8)), '[]')
          from event_prices p where p.event_id = e.id),
      'overrides', (select coalesce(json_agg(json_build_object('vendorId', x.vendor_id, 'include', x.include, 'rationale', x.rationale)), '[]')
          from award_exclusions x where x.event_id = e.id)
    ) as figures
    from scoring_events e where e.id = ${eventId}`);
  return result.rows[0].figures;
}

/** What the award is decided from: the ranking's consensus scores, the rule questions and their counted cells, the prices, agreed scores and overrides. */
export async function awardInputsOf(trx: Knex.Transaction, event: ResultsEvent): Promise<AwardInputs> {
  const ruleQuestions = await ruleQuestionsOf(trx, event.eventId);
  const ranking = await rankingOf(trx, event);
  const { order, ...figures } = await figuresOf(trx, event, ruleQuestions);
  const ranked = new Map(ranking.map((vendor) => [vendor.vendorId, vendor]));
  const vendors = order.map((vendorId) => {
    const vendor = ranked.get(vendorId)!;
    return { vendorId, name: vendor.name, qualityScore: vendor.consensusScore };
  });
  return { ...figures, vendors, ruleQuestions };
}

/** The award of the event: every active vendor with its points, rank, exclusion reasons and pending decisions. */
export async function awardOf(trx: Knex.Transaction, event: ResultsEvent): Promise<EventAward> {
  const inputs = await awardInputsOf(trx, event);
  return { eventId: event.eventId, priceWeight: inputs.priceWeight, priceFormula: inputs.priceFormula, vendors: decideAward(inputs) };
}

/** The award of the event; 404 for an unknown event. */
export function eventAward(db: Knex, eventId: number): Promise<EventAward> {
  return resultsOf(db, eventId, (trx, event) => awardOf(trx, event));
}
