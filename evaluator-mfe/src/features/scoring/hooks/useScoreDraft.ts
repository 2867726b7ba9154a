import type { Score } from '@vsp/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { readDraft, removeDraft, sameAsSaved, savedValues, writeDraft, type DraftCell, type DraftValues } from '../utils/drafts';

const sameValues = (a: DraftValues, b: DraftValues) =>
  a.score === b.score && a.comments === b.comments && a.followupQuestions === b.followupQuestions;

/**
 * The score dialog's form, kept as a draft of the cell while it differs from the saved score.
 * It starts from the user's draft when there is one (`restoredAt` says when it was written),
 * otherwise from the saved score. Every change is written at once: it is tiny, and a crash right
 * after a keystroke must not lose it.
 */
export function useScoreDraft(cell: DraftCell, existing: Score | undefined) {
  const [restored] = useState(() => {
    const draft = readDraft(cell);
    return draft && !sameAsSaved(draft, savedValues(existing)) ? draft : null;
  });
  const [values, setValues] = useState<DraftValues>(() => restored ?? savedValues(existing));
  const [restoredAt, setRestoredAt] = useState(restored?.savedAt ?? null);
  // What storage holds for this cell, so opening the dialog does not rewrite the draft's time.
  const stored = useRef<DraftValues>(values);

  const keep = useEffectEvent((next: DraftValues) => {
    if (sameValues(next, stored.current)) return;
    stored.current = next;
    if (sameAsSaved(next, savedValues(existing))) removeDraft(cell);
    else writeDraft(cell, next);
  });

  useEffect(() => keep(values), [values]);

  // A stored draft that matches the saved score is not a draft: it goes.
  const dropUnusedDraft = useEffectEvent(() => {
    if (!restored) removeDraft(cell);
  });
  useEffect(() => dropUnusedDraft(), []);

  const update = (patch: Partial<DraftValues>) => setValues((current) => ({ ...current, ...patch }));

  /** Back to the saved score; the draft is gone. */
  const discard = () => {
    const saved = savedValues(existing);
    stored.current = saved;
    removeDraft(cell);
    setValues(saved);
    setRestoredAt(null);
  };

  /** The save succeeded: nothing is left to keep. */
  const forget = () => removeDraft(cell);

  return { values, update, restoredAt, discard, forget };
}
