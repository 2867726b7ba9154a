import { NO_VOTE, NO_VOTE_LABEL, type AdminScore } from '@vsp/contract';

/** A stored score as the Scores tab shows it: 0 and "no vote" in any case read "No Vote", nothing reads "No Score", any other value shows as it is. */
export function formatScore(score: number | string | null | undefined): string {
  if (score === null || score === undefined || score === '') return 'No Score';
  if (score === NO_VOTE || (typeof score === 'string' && score.trim().toLowerCase() === NO_VOTE_LABEL.toLowerCase())) return NO_VOTE_LABEL;
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
