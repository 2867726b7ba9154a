import { allowsScoring, hasAccess, isAnswered, type ScoringEvent, type UserPermission, type UserQuestion, type UserScore, type Vendor } from '@vsp/contract';

type ScoreRow = Pick<UserScore, 'eventId' | 'questionId' | 'vendorId'> & { score: unknown };
type VendorRow = Pick<Vendor, 'id' | 'isActive'>;

export interface ProgressData {
  /** The current user's own scores; other users' rows never reach this client. */
  scores: readonly ScoreRow[];
  questions: readonly UserQuestion[];
  vendors: readonly VendorRow[];
  /** Per event, the vendors the user declared a conflict with: not theirs to score, so not counted. */
  conflicts?: ReadonlyMap<number, readonly number[]>;
}

interface Tally {
  answered: number;
  possible: number;
}

/** No permission row for the event means access; only a row with hasAccess false takes it away. */
export function hasEventAccess(eventId: number, permissions: readonly UserPermission[]): boolean {
  return hasAccess(permissions.find((row) => row.eventId === eventId));
}

function percent({ answered, possible }: Tally): number {
  return possible === 0 ? 0 : Math.round((answered / possible) * 100);
}

/**
 * Answered cells (a No Vote is an answer) over active questions of the event times active vendors,
 * less the vendors the user declared a conflict with. A score on a question or vendor that is no
 * longer active, or on a declared vendor, is not a cell to answer, so it does not count either: the
 * figure never passes 100%.
 */
function tallyEvent(eventId: number, { scores, questions, vendors, conflicts }: ProgressData): Tally {
  const questionIds = new Set(questions.filter((q) => q.eventId === eventId && q.isActive).map((q) => q.id));
  const declared = new Set(conflicts?.get(eventId) ?? []);
  const vendorIds = new Set(vendors.filter((v) => v.isActive && !declared.has(v.id)).map((v) => v.id));
  const answeredCells = new Set(
    scores
      .filter((s) => s.eventId === eventId && questionIds.has(s.questionId) && vendorIds.has(s.vendorId) && isAnswered(s.score))
      .map((s) => `${s.questionId}:${s.vendorId}`),
  );
  return { answered: answeredCells.size, possible: questionIds.size * vendorIds.size };
}

/** The user's progress in one event as a whole percent, 0 when the event has no cells. */
export function eventProgress(eventId: number, data: ProgressData): number {
  return percent(tallyEvent(eventId, data));
}

/**
 * Whether the user has answered every cell of the event, the rule for submitting an evaluation. It is
 * read from the counts, not the rounded percent, which shows 100% with one cell of hundreds missing.
 */
export function isEventComplete(eventId: number, data: ProgressData): boolean {
  const { answered, possible } = tallyEvent(eventId, data);
  return possible > 0 && answered === possible;
}

/** The Active events the user may open; the Overall Progress ring is shown only when there is one. */
export function accessibleActiveEvents<E extends Pick<ScoringEvent, 'id' | 'status'>>(
  events: readonly E[],
  permissions: readonly UserPermission[],
): E[] {
  return events.filter((event) => allowsScoring(event.status) && hasEventAccess(event.id, permissions));
}

/**
 * Overall Progress: answered cells summed over every Active event the user can access, over the
 * cells of those events summed, so a large event weighs more than a small one.
 */
export function overallProgress(
  events: readonly Pick<ScoringEvent, 'id' | 'status'>[],
  permissions: readonly UserPermission[],
  data: ProgressData,
): number {
  const total = accessibleActiveEvents(events, permissions)
    .map((event) => tallyEvent(event.id, data))
    .reduce((sum, tally) => ({ answered: sum.answered + tally.answered, possible: sum.possible + tally.possible }), {
      answered: 0,
      possible: 0,
    });
  return percent(total);
}
