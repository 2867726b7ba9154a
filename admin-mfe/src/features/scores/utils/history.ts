import type { ScoreHistoryAction, ScoreHistoryItem } from '@vsp/contract';
import { formatScore } from './scoreRows';

export const ACTION_LABELS: Record<ScoreHistoryAction, string> = { created: 'Created', updated: 'Changed', deleted: 'Deleted' };

/** No score on one side of a change: before it was created, or after it was deleted. */
export const NO_VALUE = '—';

/** "3 → 4"; a created score reads "— → 3", a deleted one "3 → —"; 0 reads "No Vote". */
export function scoreChange(item: ScoreHistoryItem): string {
  const side = (score: number | null) => (score === null ? NO_VALUE : formatScore(score));
  return `${side(item.oldScore)} → ${side(item.newScore)}`;
}

/**
 * Who made the change, by their name at the time: the evaluator who saved, or the administrator who
 * deleted or generated. A change made outside the portal (the command line, the database itself)
 * names nobody.
 */
export function actorOf(item: ScoreHistoryItem): string {
  if (item.actorName) return item.actorName;
  return item.actorId === null ? 'Outside the portal' : `User ${item.actorId}`;
}

export interface TextLine {
  label: 'Comments' | 'Follow-up questions';
  text: string;
  /** What a change replaced: the earlier text, or null when there was none. Absent when the text did not change. */
  previous?: string | null;
}

/**
 * The comments and follow-up text a change leaves: what a created or changed score holds (with what
 * it replaced, when the change touched it), or what a delete removed.
 */
export function textLines(item: ScoreHistoryItem): TextLine[] {
  const fields = [
    { label: 'Comments', before: item.oldComments, after: item.newComments },
    { label: 'Follow-up questions', before: item.oldFollowupQuestions, after: item.newFollowupQuestions },
  ] as const;
  return fields.flatMap(({ label, before, after }): TextLine[] => {
    if (item.action === 'deleted') return before ? [{ label, text: before }] : [];
    if (item.action === 'updated' && before !== after) return [{ label, text: after ?? NO_VALUE, previous: before }];
    return after ? [{ label, text: after }] : [];
  });
}
