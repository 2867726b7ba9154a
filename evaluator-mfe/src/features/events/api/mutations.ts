import type { Score, ScorePayload } from '@vsp/bff/api-types';
import { toast } from '@vsp/design-system';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { postJson, serverMessageOf } from '../../../lib/api';
import { upsertScore } from '../utils/grid';
import { eventKeys, keysStaleAfterScoreSave } from './keys';

/** Saves the user's score of one cell, tells the user how it went, and refreshes what the save made stale. */
export function useSaveScore(eventId: number) {
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);

  const saveScore = async (payload: ScorePayload): Promise<boolean> => {
    setSaving(true);
    try {
      const saved = await postJson<Score>(eventKeys.eventScores(eventId), payload);
      const eventScoresKey = eventKeys.eventScores(eventId);
      // The grid shows the saved value at once; the refetch that follows confirms it.
      void mutate<Score[]>(eventScoresKey, (current) => upsertScore(current, saved), { revalidate: true });
      keysStaleAfterScoreSave(eventId)
        .filter((key) => key !== eventScoresKey)
        .forEach((key) => void mutate(key));
      toast({ variant: 'success', title: 'Score Saved', description: 'Your score has been successfully saved' });
      return true;
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessageOf(error) ?? 'Failed to save score' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { saveScore, saving };
}
