import { httpStatusOf, useApi } from '@vsp/api-client';
import { api, type Declaration } from '@vsp/contract';
import useSWR, { useSWRConfig } from 'swr';

// No fetcher here on purpose: the shell's SWRConfig supplies it, with credentials and the cache rules.

export const useEvents = () => useApi(api.events.list);
export const useVendors = () => useApi(api.vendors.list);
export const useUserPermissions = () => useApi(api.permissions.mine);
export const useUserScores = () => useApi(api.scores.mine);
export const useUserQuestions = () => useApi(api.questions.mine);
/** The caller's submitted evaluations: their cards read "Submitted". */
export const useUserSubmissions = () => useApi(api.submissions.mine);

/**
 * Per event, the vendors the caller declared a conflict with, over the events that require a
 * declaration: the dashboard's progress leaves them out. One read per such event (an event without
 * a declaration yet has none), read afresh each time the dashboard opens, since the evaluator
 * declares on the scoring screen.
 */
export function useDeclaredConflicts(eventIds: readonly number[]) {
  const { fetcher } = useSWRConfig();
  const read = fetcher as (path: string) => Promise<Declaration>;
  return useSWR(
    eventIds.length ? ['declared-conflicts', ...eventIds] : null,
    async () =>
      new Map(
        await Promise.all(
          eventIds.map(async (eventId): Promise<[number, number[]]> => {
            try {
              return [eventId, (await read(api.declarations.mine.path({ eventId }))).conflicts];
            } catch (error) {
              if (httpStatusOf(error) === 404) return [eventId, []];
              throw error;
            }
          }),
        ),
      ),
    { revalidateOnMount: true },
  );
}
