import type { Score, ScorePayload } from '@vsp/bff/api-types';
import { toast } from '@vsp/design-system';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send, serverMessageOf } from '@vsp/api-client';
import { upsertScore } from '../utils/grid';
import { eventKeys, keysStaleAfterScoreSave } from './keys';

/** Saves the user's score of one cell, tells the user how it went, and refreshes what the save made stale. */
export function useSaveScore(eventId: number) {
  const { cache, mutate, fetcher } = useSWRConfig();
  const [saving, setSaving] = useState(false);

  // The shell keeps most data fresh forever, so revalidating a key reaches only hooks on screen: the
  // admin lists, cached but unmounted, would stay stale. Every cached stale key is fetched afresh instead.
  const refresh = (keys: readonly string[]) => {
    const cached = new Set(cache.keys());
    const fetchKey = fetcher as (key: string) => Promise<unknown>;
    for (const key of keys.filter((k) => cached.has(k))) {
      mutate(key, fetchKey(key), { revalidate: false }).catch((error: unknown) => console.error(`Refreshing ${key} failed`, error));
    }
  };

  const saveScore = async (payload: ScorePayload): Promise<boolean> => {
    setSaving(true);
    try {
      const saved = await send<Score>('POST', eventKeys.eventScores(eventId), payload);
      // The grid shows the saved value at once; the refresh that follows confirms it.
      await mutate<Score[]>(eventKeys.eventScores(eventId), (current) => upsertScore(current, saved), { revalidate: false });
      refresh(keysStaleAfterScoreSave(eventId));
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
