import { callApi, httpStatusOf, serverMessageOf, useAction } from '@vsp/api-client';
import { api, staleAfter, type Score, type ScorePayload } from '@vsp/contract';
import { useSWRConfig } from 'swr';
import { upsertScore } from '../utils/grid';

/**
 * How a save ended. `offline`: the request never got an answer (the network is down), so trying
 * again later can work. `signed-out`: the session has ended and the person must sign in again.
 */
export type SaveOutcome = 'saved' | 'offline' | 'signed-out' | 'failed';

const FAILURE_MESSAGE = 'Failed to save score';

function outcomeOf(error: unknown): SaveOutcome {
  const status = httpStatusOf(error);
  if (status === 401) return 'signed-out';
  // fetch rejects with a TypeError when no answer came back at all.
  if (status === null && (error instanceof TypeError || !navigator.onLine)) return 'offline';
  return 'failed';
}

/** Saves the user's score of one cell, tells the user how it went, and refreshes what the save made stale. */
export function useSaveScore(eventId: number) {
  const { mutate } = useSWRConfig();
  const { run, pending } = useAction();

  const saveScore = async (payload: ScorePayload): Promise<SaveOutcome> => {
    let failure: unknown;
    const saved = await run(
      async () => {
        let saved: Score;
        try {
          saved = await callApi(api.scores.save, { params: { eventId }, body: payload });
        } catch (error) {
          // Kept to tell the dialog how the save ended; an ended session shows no toast, so this is the one place it is seen.
          failure = error;
          throw error;
        }
        // The grid shows the saved value at once; the refresh that follows confirms it.
        await mutate<Score[]>(api.scores.ofEvent.path({ eventId }), (current) => upsertScore(current, saved), { revalidate: false });
        return saved;
      },
      {
        stale: staleAfter.scoreSave(eventId),
        success: { title: 'Score Saved', description: 'Your score has been successfully saved' },
        failure: (error) => ({ title: 'Error', description: serverMessageOf(error) ?? FAILURE_MESSAGE }),
      },
    );
    return saved ? 'saved' : outcomeOf(failure);
  };

  return { saveScore, saving: pending };
}
