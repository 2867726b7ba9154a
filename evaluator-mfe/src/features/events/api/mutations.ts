import { callApi, useAction } from '@vsp/api-client';
import { api, staleAfter, type Score, type ScorePayload } from '@vsp/contract';
import { useSWRConfig } from 'swr';
import { upsertScore } from '../utils/grid';

/** Saves the user's score of one cell, tells the user how it went, and refreshes what the save made stale. */
export function useSaveScore(eventId: number) {
  const { mutate } = useSWRConfig();
  const { run, pending } = useAction();

  const saveScore = (payload: ScorePayload): Promise<boolean> =>
    run(
      async () => {
        const saved = await callApi(api.scores.save, { params: { eventId }, body: payload });
        // The grid shows the saved value at once; the refresh that follows confirms it.
        await mutate<Score[]>(api.scores.ofEvent.path({ eventId }), (current) => upsertScore(current, saved), { revalidate: false });
        return saved;
      },
      {
        stale: staleAfter.scoreSave(eventId),
        success: { title: 'Score Saved', description: 'Your score has been successfully saved' },
        failure: 'Failed to save score',
      },
    );

  return { saveScore, saving: pending };
}
