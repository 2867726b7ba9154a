import {
  EXCLUSION_RATIONALE_MIN,
  isValidPrice,
  LIMITS,
  PRICE,
  PRICE_INVALID,
  type AwardVendor,
  type ExclusionOverride,
  type ExclusionPayload,
  type PricePayload,
  type Question,
} from '@vsp/contract';
import { collectErrors, maxLength, required, type FieldErrors } from '../../../lib/forms';
import { NO_FIGURE } from './format';

/** Points out of 100 and price scores read with two decimals, as the scores do. */
export const formatPoints = (value: number | null): string => (value === null ? NO_FIGURE : value.toFixed(2));

const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: PRICE.decimals, maximumFractionDigits: PRICE.decimals });

/** A price in the event's currency, grouped and with its two decimals: "1,250.00". */
export const formatPrice = (price: number | null): string => (price === null ? NO_FIGURE : money.format(price));

/** Two figures the server worked out alike, compared as the ranking compares them: to ten decimals. */
const same = (a: number, b: number) => a.toFixed(10) === b.toFixed(10);

/**
 * The sentence to show when the award puts first a vendor that the quality score alone would not:
 * price or an exclusion changed the order, which the panel must be able to explain. Null when the
 * first places agree, or either has no vendor.
 */
export function awardFirstNote(vendors: readonly AwardVendor[]): string | null {
  const awardFirst = vendors.filter((vendor) => vendor.awardRank === 1);
  const scored = vendors.filter((vendor) => vendor.qualityScore !== null);
  if (awardFirst.length === 0 || scored.length === 0) return null;
  const best = Math.max(...scored.map((vendor) => vendor.qualityScore as number));
  const qualityFirst = scored.filter((vendor) => same(vendor.qualityScore as number, best));
  if (awardFirst.some((vendor) => qualityFirst.includes(vendor))) return null;
  const names = (list: AwardVendor[]) => list.map((vendor) => vendor.name).join(' and ');
  const reasons = qualityFirst.some((vendor) => vendor.excluded) ? 'an exclusion' : 'price';
  return `${names(awardFirst)} comes first in the award, while ${names(qualityFirst)} has the highest quality score: ${reasons} changed the order.`;
}

/** One decision the panel has still to make for a vendor: a knock-out or a minimum the scores do not settle. */
export interface PendingDecision {
  key: string;
  vendorName: string;
  text: string;
}

/** The award's pending rules, one sentence each, naming the vendor and the question. */
export function pendingDecisions(vendors: readonly AwardVendor[], questions: readonly Question[]): PendingDecision[] {
  const textOf = new Map(questions.map((question) => [question.id, question.text]));
  return vendors.flatMap((vendor) =>
    vendor.pending.map((pending) => {
      const question = `'${textOf.get(pending.questionId) ?? `Question ${pending.questionId}`}'`;
      const text =
        pending.kind === 'knockOut'
          ? `${question}: as many Fail answers as Pass answers, or none. Agree a Pass or Fail in the Consensus view.`
          : `${question}: no agreed score and no mean to compare with the minimum. Agree a score in the Consensus view.`;
      return { key: `${vendor.vendorId}:${pending.kind}:${pending.questionId}`, vendorName: vendor.name, text };
    }),
  );
}

/** The price form's field as its input holds it. */
export interface PriceFormValues {
  price: string;
}

export const priceFormValues = (price: number | null): PriceFormValues => ({ price: price === null ? '' : String(price) });

export function validatePrice(values: PriceFormValues): FieldErrors<'price'> {
  const text = values.price.trim();
  return collectErrors<'price'>({ price: [required(text, 'Enter the price'), text && !isValidPrice(Number(text)) ? PRICE_INVALID : null] });
}

export const toPricePayload = (values: PriceFormValues): PricePayload => ({ price: Number(values.price.trim()) });

/** The override form's fields: the decision as its select holds it ("" before one is chosen) and why. */
export interface OverrideFormValues {
  include: '' | 'include' | 'exclude';
  rationale: string;
}

export const OVERRIDE_OPTIONS = [
  { value: 'include', label: 'Keep in the award whatever the rules say' },
  { value: 'exclude', label: 'Exclude from the award' },
] as const;

export const overrideFormValues = (override: ExclusionOverride | undefined): OverrideFormValues => ({
  include: override === undefined ? '' : override.include ? 'include' : 'exclude',
  rationale: override?.rationale ?? '',
});

export function validateOverride(values: OverrideFormValues): FieldErrors<keyof OverrideFormValues> {
  const tooShort = values.rationale.trim().length < EXCLUSION_RATIONALE_MIN ? `Rationale must be at least ${EXCLUSION_RATIONALE_MIN} characters` : null;
  return collectErrors<keyof OverrideFormValues>({
    include: [required(values.include, 'Choose whether to keep or exclude the vendor')],
    rationale: [required(values.rationale, 'Write why'), tooShort, maxLength(values.rationale, LIMITS.exclusion.rationale, 'Rationale')],
  });
}

export const toOverridePayload = (values: OverrideFormValues): ExclusionPayload => ({ include: values.include === 'include', rationale: values.rationale.trim() });
