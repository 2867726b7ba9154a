import { ROBUSTNESS_SAMPLES, ROBUSTNESS_SEED, type EventRobustness } from '@vsp/contract';
import type { Knex } from 'knex';
import { awardInputsOf } from './award';
import { decideAward } from './award-rules';
import { bootstrapOf } from './bootstrap';
import { evaluatorFlagsOf } from './evaluator-flags';
import { resultsOf, type ResultsEvent } from './event';
import { panelOf, type CellSums } from './panel';
import { awardFromSums } from './panel-award';
import { contributionsOf, priceWeightFlipOf, weightFlipsOf } from './sensitivity';
import { agreedCells, basisOf, rankedOn, standingOf } from './standing';

/*
 * How sure an event's award is (see docs/results.md, How sure). The award is decided as the Award
 * view decides it, from the same statements; each evaluator's counted answers are read by one more
 * (see panel.ts), from which the parts of the gap, the weight flips, the resamples and the
 * evaluators' patterns are figured in the server: a few vendors and questions, and per evaluator a
 * row of cells.
 */

export interface RobustnessOptions {
  seed: number;
  samples: number;
}

export const DEFAULT_ROBUSTNESS: RobustnessOptions = { seed: ROBUSTNESS_SEED.default, samples: ROBUSTNESS_SAMPLES.default };

export async function robustnessOf(trx: Knex.Transaction, event: ResultsEvent, options: RobustnessOptions): Promise<EventRobustness> {
  const inputs = await awardInputsOf(trx, event);
  const panel = await panelOf(trx, event);
  const basis = basisOf(inputs.priceWeight);
  const award = decideAward(inputs);
  const [first, second] = rankedOn(award, basis);
  if (!first || !second) {
    return {
      eventId: event.eventId,
      basis,
      leaderId: null,
      contributions: [],
      weightFlips: [],
      priceWeightFlip: null,
      bootstrap: { ...options, firstPlace: [], gapInterval: null },
      evaluatorFlags: [],
    };
  }
  const leaderId = first.vendor.vendorId;
  const agreed = agreedCells(panel, inputs.agreed);
  const sums = panel.sums();
  const standing = standingOf(inputs, award, panel, sums, agreed);
  const leaderWith = (other: CellSums) => rankedOn(awardFromSums(inputs, panel, other, agreed), basis)[0]?.vendor.vendorId ?? null;
  return {
    eventId: event.eventId,
    basis,
    leaderId,
    contributions: contributionsOf(standing),
    weightFlips: weightFlipsOf(standing),
    priceWeightFlip: basis === 'award' ? priceWeightFlipOf(standing) : null,
    bootstrap: bootstrapOf(standing, panel, agreed, options),
    evaluatorFlags: evaluatorFlagsOf(panel, sums, leaderId, leaderWith),
  };
}

/** How sure the event's award is; 404 for an unknown event. */
export function eventRobustness(db: Knex, eventId: number, options: RobustnessOptions): Promise<EventRobustness> {
  return resultsOf(db, eventId, (trx, event) => robustnessOf(trx, event, options));
}
