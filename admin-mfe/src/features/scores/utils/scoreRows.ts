import type { AdminScore } from '@vsp/bff/api-types';

/** Spec 9: the Scores tab shows the first 50 rows. */
export const SCORES_SHOWN = 50;

/** Spec 3's score kinds: a number (0 is a No Vote), "no vote" in any case, any other value as it is; nothing is "No Score". */
export function formatScore(score: number | string | null | undefined): string {
  if (score === null || score === undefined || score === '') return 'No Score';
  if (score === 0 || (typeof score === 'string' && score.trim().toLowerCase() === 'no vote')) return 'No Vote';
  return String(score);
}

export interface ScoreRow {
  id: number;
  user: string;
  event: string;
  vendor: string;
  score: string;
}

/** A name whose record is gone reads "User {id}", "Event {id}", "Vendor {id}". */
export function toScoreRow(score: AdminScore): ScoreRow {
  return {
    id: score.id,
    user: score.userName ?? `User ${score.userId}`,
    event: score.eventName ?? `Event ${score.eventId}`,
    vendor: score.vendorName ?? `Vendor ${score.vendorId}`,
    score: formatScore(score.score),
  };
}
