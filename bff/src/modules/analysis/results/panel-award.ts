import type { AwardVendor } from '@vsp/contract';
import { decideAward, type AwardInputs, type RuleCell } from './award-rules';
import type { CellSums, Panel } from './panel';
import { qualityOf, valuesOf } from './standing';

/**
 * The award decided again from other cell sums than the panel's (the panel without one evaluator):
 * every figure it reads from the ratings is figured again, the quality scores and the rule
 * questions' cells (their Pass and Fail answers and means), and the award's own rules do the rest,
 * so exclusions and price scores follow.
 */
export function awardFromSums(inputs: AwardInputs, panel: Panel, sums: CellSums, agreed: Map<number, number>): AwardVendor[] {
  const weights = panel.weighted.map((question) => question.weight);
  const vendors = inputs.vendors.map((vendor) => ({ ...vendor, qualityScore: qualityOf(valuesOf(panel, sums, agreed, vendor.vendorId), weights) }));
  const cells = inputs.vendors.flatMap(({ vendorId }) =>
    inputs.ruleQuestions.map(({ questionId }): RuleCell => {
      const cell = panel.cellOf(vendorId, questionId);
      const ratings = sums.ratings[cell];
      return { vendorId, questionId, passes: sums.passes[cell], fails: sums.fails[cell], mean: ratings > 0 ? sums.ratingSum[cell] / ratings : null };
    }),
  );
  return decideAward({ ...inputs, vendors, cells });
}
