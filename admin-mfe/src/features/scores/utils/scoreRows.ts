import { NO_VOTE, NO_VOTE_LABEL, type AdminScore } from '@vsp/contract';

/** A stored score as the Scores tab shows it: 0 and "no vote" in any case read "No Vote", nothing reads "No Score", any other value shows as it is. */
export function formatScore(score: number | string | null | undefined): string {
  if (score === null || score === undefined || score === '') return 'No Score';
  if (score === NO_VOTE || (typeof score === 'string' && score.trim().toLowerCase() === NO_VOTE_LABEL.toLowerCase())) return NO_VOTE_LABEL;
  return String(score);
}

/** The cell a score fills: its history is kept by these four ids. */
export interface ScoreCell {
  userId: number;
  eventId: number;
  vendorId: number;
  questionId: number;
}

export interface ScoreRow {
  id: number;
  user: string;
  event: string;
  vendor: string;
  question: string;
  score: string;
  cell: ScoreCell;
}

/** A name whose record is gone reads "User {id}", "Event {id}", "Vendor {id}", "Question {id}". */
export function toScoreRow(score: AdminScore): ScoreRow {
  return {
    id: score.id,
    user: score.userName ?? `User ${score.userId}`,
    event: score.eventName ?? `Event ${score.eventId}`,
    vendor: score.vendorName ?? `Vendor ${score.vendorId}`,
    question: score.questionText ?? `Question ${score.questionId}`,
    score: formatScore(score.score),
    cell: { userId: score.userId, eventId: score.eventId, vendorId: score.vendorId, questionId: score.questionId },
  };
}

/** Names a row in its buttons and dialogs: whose score, of which vendor, on which question, in which event. */
export function describeScore(row: ScoreRow): string {
  return `${row.user}'s score of ${row.vendor} on "${row.question}" in ${row.event}`;
}
