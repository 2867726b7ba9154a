import { SCORE_MAX, SCORE_MIN, type Score } from '@vsp/contract';

/**
 * Score drafts: what an evaluator has chosen and typed in the score dialog, kept in this browser
 * until a save succeeds, so a cancelled dialog, a failed save, an expired session, a reload or a
 * crash loses nothing. A draft belongs to one user and one cell; its key holds the user's id, so
 * another person signing in on the same browser never sees it.
 */

export interface DraftCell {
  userId: number;
  eventId: number;
  vendorId: number;
  questionId: number;
}

/** The dialog's form: no score chosen yet is null; empty text is ''. */
export interface DraftValues {
  score: number | null;
  comments: string;
  followupQuestions: string;
}

export interface ScoreDraft extends DraftValues {
  /** When the draft was last written, as an ISO time. */
  savedAt: string;
}

const PREFIX = 'vsp:draft:';

/** Drafts older than this are dropped when read: an abandoned edit should not come back months later. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const userPrefix = (userId: number) => `${PREFIX}${userId}:`;

export const draftKey = ({ userId, eventId, vendorId, questionId }: DraftCell) => `${userPrefix(userId)}${eventId}:${vendorId}:${questionId}`;

/** The form as the saved score fills it; a cell without a score starts with nothing chosen. */
export function savedValues(existing: Score | undefined): DraftValues {
  return { score: existing?.score ?? null, comments: existing?.comments ?? '', followupQuestions: existing?.followupQuestions ?? '' };
}

// Blank text is saved as no text at all, so it differs from the saved value only when it has content.
const blankAsEmpty = (text: string) => (text.trim() ? text : '');

/** True when saving these values would store what is already saved: such a form is not a draft. */
export function sameAsSaved(values: DraftValues, saved: DraftValues): boolean {
  return (
    values.score === saved.score &&
    blankAsEmpty(values.comments) === blankAsEmpty(saved.comments) &&
    blankAsEmpty(values.followupQuestions) === blankAsEmpty(saved.followupQuestions)
  );
}

/** The browser's storage, or null where it is switched off (drafts are then simply not kept). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isScore = (value: unknown) => value === null || (Number.isInteger(value) && (value as number) >= SCORE_MIN && (value as number) <= SCORE_MAX);

function parseDraft(text: string): ScoreDraft | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { score, comments, followupQuestions, savedAt } = value as Record<string, unknown>;
    if (!isScore(score) || typeof comments !== 'string' || typeof followupQuestions !== 'string' || typeof savedAt !== 'string') return null;
    if (Number.isNaN(Date.parse(savedAt))) return null;
    return { score: score as number | null, comments, followupQuestions, savedAt };
  } catch {
    return null;
  }
}

const tooOld = (draft: ScoreDraft, now: number) => now - Date.parse(draft.savedAt) > DRAFT_MAX_AGE_MS;

/** The user's draft of a cell; an unreadable or too old draft is removed and reads as none. */
export function readDraft(cell: DraftCell, now = Date.now()): ScoreDraft | null {
  const store = storage();
  const key = draftKey(cell);
  const text = store?.getItem(key);
  if (!store || text == null) return null;
  const draft = parseDraft(text);
  if (draft && !tooOld(draft, now)) return draft;
  store.removeItem(key);
  return null;
}

export function writeDraft(cell: DraftCell, values: DraftValues, now = new Date()): void {
  const draft: ScoreDraft = { ...values, savedAt: now.toISOString() };
  try {
    storage()?.setItem(draftKey(cell), JSON.stringify(draft));
  } catch (error) {
    // A full or refused storage costs the draft, never the edit on screen.
    console.error('Keeping the score draft failed', error);
  }
}

export function removeDraft(cell: DraftCell): void {
  storage()?.removeItem(draftKey(cell));
}

/** Removes the user's unreadable and too old drafts, so abandoned ones do not pile up in the browser. */
export function dropOldDrafts(userId: number, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  const prefix = userPrefix(userId);
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key?.startsWith(prefix) ?? false);
  for (const key of keys) {
    const draft = parseDraft(store.getItem(key) ?? '');
    if (!draft || tooOld(draft, now)) store.removeItem(key);
  }
}

const draftTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 5, 2025, 10:00 AM", in the browser's time zone: when the evaluator last typed into the draft. */
export const formatDraftTime = (savedAt: string) => draftTime.format(new Date(savedAt));
