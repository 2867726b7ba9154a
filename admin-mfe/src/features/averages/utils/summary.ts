import type { VendorAverage } from '@vsp/contract';

/**
 * Events with up to this many vendors show every vendor group open, as at demo scale; with more, the
 * groups start closed (their charts and questions drawn once opened) and the event's summary lists each vendor's average.
 */
export const OPEN_VENDOR_LIMIT = 12;

export interface AverageSummary {
  /** Mean of every 1..5 score of the event's vendors; null when there is none. */
  average: number | null;
  /** Scores given, No Votes included. */
  responses: number;
  noVotes: number;
}

/**
 * The event's overall figures from its vendors' totals (no score is read again here): each vendor's
 * mean is weighted by its 1..5 scores (responses less No Votes), so every score weighs alike, as in the vendor means.
 */
export function averageSummary(vendors: readonly Pick<VendorAverage, 'average' | 'responses' | 'noVotes'>[]): AverageSummary {
  let responses = 0;
  let noVotes = 0;
  let scored = 0;
  let total = 0;
  for (const vendor of vendors) {
    responses += vendor.responses;
    noVotes += vendor.noVotes;
    if (vendor.average === null) continue;
    const ratings = vendor.responses - vendor.noVotes;
    scored += ratings;
    total += vendor.average * ratings;
  }
  return { average: scored === 0 ? null : total / scored, responses, noVotes };
}
