import type { PriceFormula } from '../rules';

/** A vendor's price in an event: what the award's price score is worked out from. */
export interface EventPrice {
  vendorId: number;
  /** More than 0, at most two decimals, in the event's currency. */
  price: number;
}

export interface PricePayload {
  price: number;
}

/** A vendor's price as set: the answer of PUT. */
export interface SetPrice extends EventPrice {
  eventId: number;
}

/** An administrator's decision over the award's rules for one vendor of an event. */
export interface ExclusionOverride {
  vendorId: number;
  /** True keeps in the award a vendor the rules exclude; false excludes one they keep. */
  include: boolean;
  rationale: string;
  setBy: number | null;
  setByName: string | null;
  setAt: string;
}

export interface ExclusionPayload {
  include: boolean;
  rationale: string;
}

/** Why a vendor is out of the award, or would be without an override. */
export type AwardReasonKind = 'knockOut' | 'minimum' | 'override' | 'noQualityScore' | 'noPrice';

export interface AwardReason {
  kind: AwardReasonKind;
  /** The question concerned, null where none is (an override, no quality score, no price). */
  questionId: number | null;
  /** A sentence a person can read, such as "Failed 'Holds the certificate' (agreed score)". */
  detail: string;
  /** True when an override `include: true` keeps the vendor in whatever this reason says. */
  overridden: boolean;
}

/** A rule the scores do not settle yet: the panel decides it (an agreed score settles it). */
export interface AwardPending {
  kind: 'knockOut' | 'minimum';
  questionId: number;
}

export interface AwardVendor {
  vendorId: number;
  name: string;
  /** The ranking's consensusScore; null when the vendor has none. */
  qualityScore: number | null;
  qualityPoints: number | null;
  price: number | null;
  /** 0 to 1 among the vendors still in the award that have a price; null for the others. */
  priceScore: number | null;
  pricePoints: number | null;
  /** Out of 100; null for an excluded vendor. */
  totalPoints: number | null;
  /** By totalPoints, highest first, ties sharing a rank; null for an excluded vendor. */
  awardRank: number | null;
  excluded: boolean;
  reasons: AwardReason[];
  pending: AwardPending[];
}

/** The award of an event: quality and price weighed together after the knock-outs and minimums. */
export interface EventAward {
  eventId: number;
  priceWeight: number;
  priceFormula: PriceFormula;
  /** By awardRank, the excluded vendors last. */
  vendors: AwardVendor[];
}
