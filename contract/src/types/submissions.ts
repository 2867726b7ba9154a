/**
 * An evaluator's submitted evaluation of one event: they said "I am done", so their scores of it are
 * read-only until an administrator reopens it.
 */
export interface Submission {
  eventId: number;
  submittedAt: string;
}

/** Who submitted an event's evaluation and when, as administrators see it. */
export interface EventSubmission {
  userId: number;
  userName: string;
  submittedAt: string;
}
