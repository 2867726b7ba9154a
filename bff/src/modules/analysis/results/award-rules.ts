import {
  FAIL_SCORE,
  NO_VOTE,
  PASS_SCORE,
  type AwardPending,
  type AwardReason,
  type AwardVendor,
  type PriceFormula,
  type QuestionKind,
} from '@vsp/contract';

/*
 * The award's rules over one event's figures (see docs/results.md): the knock-outs and minimums
 * exclude vendors, the administrators' overrides have the last word, the vendors still in get a price
 * score among themselves, and quality and price points add up to a total out of 100. A function of
 * the figures the database counted (awardOf reads them), a few rows per vendor.
 */

/** A question an award rule reads: a pass/fail question, or a scale question with a minimum. */
export interface RuleQuestion {
  questionId: number;
  text: string;
  kind: QuestionKind;
  minimum: number | null;
}

/** What the counted scores of one cell of a rule question say. */
export interface RuleCell {
  vendorId: number;
  questionId: number;
  /** Counted Pass (5) and Fail (1) answers. */
  passes: number;
  fails: number;
  /** The mean of the counted ratings; null without one. */
  mean: number | null;
}

export interface AwardInputs {
  priceWeight: number;
  priceFormula: PriceFormula;
  /** The event's active vendors in grid order, with the ranking's consensus score. */
  vendors: { vendorId: number; name: string; qualityScore: number | null }[];
  ruleQuestions: RuleQuestion[];
  cells: RuleCell[];
  /** The panel's agreed scores of the cells of the rule questions. */
  agreed: { vendorId: number; questionId: number; score: number }[];
  prices: { vendorId: number; price: number }[];
  overrides: { vendorId: number; include: boolean; rationale: string }[];
}

/** Equal totals to this many decimals share a rank, as in the ranking: the last digits of a sum depend on the order it was added in. */
const RANK_DECIMALS = 10;

/** What a total ranks by: totals with equal keys share a rank. */
export function rankKey(total: number): number {
  return Math.round(total * 10 ** RANK_DECIMALS);
}

type Verdict = { reason: Omit<AwardReason, 'overridden'> } | { pending: AwardPending } | undefined;

/** A pass/fail question's verdict on a vendor: the agreed score decides (an agreed No Vote is none), else the answers. */
function knockOut(question: RuleQuestion, cell: RuleCell | undefined, agreed: number | undefined): Verdict {
  const failed = (how: string) => ({ reason: { kind: 'knockOut' as const, questionId: question.questionId, detail: `Failed '${question.text}' (${how})` } });
  if (agreed === FAIL_SCORE) return failed('agreed score');
  if (agreed === PASS_SCORE) return undefined;
  const passes = cell?.passes ?? 0;
  const fails = cell?.fails ?? 0;
  if (fails > passes) return failed(`${fails} Fail to ${passes} Pass`);
  if (fails === passes) return { pending: { kind: 'knockOut', questionId: question.questionId } };
  return undefined;
}

/** Two decimals, or four when two would show the value equal to the minimum it falls below. */
function shown(value: number, minimum: number): string {
  return value.toFixed(2) === minimum.toFixed(2) ? value.toFixed(4) : value.toFixed(2);
}

/** A minimum's verdict on a vendor: its agreed score (an agreed No Vote counts as none), or without one its cell mean. */
function minimumMet(question: RuleQuestion, minimum: number, cell: RuleCell | undefined, agreed: number | undefined): Verdict {
  const hasAgreed = agreed !== undefined && agreed !== NO_VOTE;
  const value = hasAgreed ? agreed : (cell?.mean ?? null);
  if (value === null) return { pending: { kind: 'minimum', questionId: question.questionId } };
  if (value >= minimum) return undefined;
  const detail = `${shown(value, minimum)} below the minimum ${minimum.toFixed(2)} on '${question.text}'${hasAgreed ? ' (agreed score)' : ''}`;
  return { reason: { kind: 'minimum', questionId: question.questionId, detail } };
}

/** The price score of `price` among the prices of the vendors still in the award. */
function priceScoreOf(formula: PriceFormula, price: number, prices: number[]): number {
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  if (formula === 'ratio') return lowest / price;
  return highest === lowest ? 1 : (highest - price) / (highest - lowest);
}

/** The award's vendors, by awardRank, the excluded ones last, each group in grid order. */
export function decideAward(inputs: AwardInputs): AwardVendor[] {
  const key = (vendorId: number, questionId: number) => `${vendorId}:${questionId}`;
  const cells = new Map(inputs.cells.map((cell) => [key(cell.vendorId, cell.questionId), cell]));
  const agreed = new Map(inputs.agreed.map((row) => [key(row.vendorId, row.questionId), row.score]));
  const prices = new Map(inputs.prices.map((row) => [row.vendorId, row.price]));
  const overrides = new Map(inputs.overrides.map((row) => [row.vendorId, row]));
  const qualityWeight = 100 - inputs.priceWeight;

  const decided = inputs.vendors.map((vendor) => {
    const found: Omit<AwardReason, 'overridden'>[] = [];
    const pending: AwardPending[] = [];
    for (const question of inputs.ruleQuestions) {
      const cell = cells.get(key(vendor.vendorId, question.questionId));
      const agreedScore = agreed.get(key(vendor.vendorId, question.questionId));
      const verdict =
        question.kind === 'passFail'
          ? knockOut(question, cell, agreedScore)
          : question.minimum !== null
            ? minimumMet(question, question.minimum, cell, agreedScore)
            : undefined;
      if (verdict && 'reason' in verdict) found.push(verdict.reason);
      if (verdict && 'pending' in verdict) pending.push(verdict.pending);
    }
    const price = prices.get(vendor.vendorId) ?? null;
    const override = overrides.get(vendor.vendorId);
    if (vendor.qualityScore === null) found.push({ kind: 'noQualityScore', questionId: null, detail: 'No quality score: no scale question has a rating or an agreed score' });
    if (price === null && inputs.priceWeight > 0) {
      found.push({ kind: 'noPrice', questionId: null, detail: `No price, while price carries ${inputs.priceWeight} of the 100 points` });
    }
    if (override && !override.include) found.push({ kind: 'override', questionId: null, detail: `Excluded by an administrator: ${override.rationale}` });
    const keptIn = override?.include === true;
    const reasons = found.map((reason): AwardReason => ({ ...reason, overridden: keptIn && reason.kind !== 'override' }));
    return { vendor, price, reasons, pending, excluded: !keptIn && reasons.length > 0 };
  });

  // Excluded vendors get no price score and do not set the lowest or highest price.
  const pricesIn = decided.filter((entry) => !entry.excluded && entry.price !== null).map((entry) => entry.price!);
  const scored = decided.map(({ vendor, price, reasons, pending, excluded }): AwardVendor => {
    const qualityPoints = vendor.qualityScore === null ? null : (vendor.qualityScore / 5) * qualityWeight;
    const priceScore = excluded || price === null ? null : priceScoreOf(inputs.priceFormula, price, pricesIn);
    const pricePoints = excluded ? null : (priceScore ?? 0) * inputs.priceWeight;
    // A vendor kept in by an override counts what it lacks as 0 points.
    const totalPoints = excluded ? null : (qualityPoints ?? 0) + pricePoints!;
    return { vendorId: vendor.vendorId, name: vendor.name, qualityScore: vendor.qualityScore, qualityPoints, price, priceScore, pricePoints, totalPoints, awardRank: null, excluded, reasons, pending };
  });

  const totals = scored.filter((vendor) => vendor.totalPoints !== null).map((vendor) => rankKey(vendor.totalPoints!));
  for (const vendor of scored) {
    if (vendor.totalPoints !== null) vendor.awardRank = 1 + totals.filter((total) => total > rankKey(vendor.totalPoints!)).length;
  }
  // Array.prototype.sort is stable: vendors of equal rank, and the excluded ones, stay in grid order.
  return scored.sort((a, b) => (a.awardRank ?? Infinity) - (b.awardRank ?? Infinity));
}
