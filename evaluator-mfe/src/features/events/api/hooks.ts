import { httpStatusOf, useApi } from '@vsp/api-client';
import { api, type Declaration } from '@vsp/contract';
import useSWR, { useSWRConfig } from 'swr';

// No fetcher here on purpose: the shell's SWRConfig supplies it, with credentials and the cache rules.

export const useEvents = () => useApi(api.events.list);
export const useVendors = () => useApi(api.vendors.list);
export const useUserPermissions = () => useApi(api.permissions.mine);
export const useUserScores = () => useApi(api.scores.mine);
export const useUserQuestions = () => useApi(api.questions.mine);
export const useEventVendorInfo = () => useApi(api.eventVendorInfo.list);
export const useSiteConfig = () => useApi(api.site.config);
/** The caller's submitted evaluations: a submitted event's grid is read-only. */
export const useUserSubmissions = () => useApi(api.submissions.mine);

/** A null id (a malformed route) fetches nothing. */
export const useEventQuestions = (eventId: number | null) => useApi(api.questions.ofEvent, eventId === null ? null : { eventId });

export const useEventScores = (eventId: number | null) => useApi(api.scores.ofEvent, eventId === null ? null : { eventId });

/** The documents of the event's vendors, behind each column's Documents control. */
export const useEventVendorFiles = (eventId: number | null) => useApi(api.vendorFiles.ofEvent, eventId === null ? null : { eventId });

/** The event's presentation slots, in time order: the agenda and the grid's column footers. */
export const useEventSchedules = (eventId: number | null) => useApi(api.schedules.ofEvent, eventId === null ? null : { eventId });

/** The caller's conflict-of-interest declaration for an event that requires one (404 before they declare); nothing is fetched for other events. */
export const useEventDeclaration = (eventId: number | null, required: boolean) =>
  useApi(api.declarations.mine, eventId !== null && required ? { eventId } : null);

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
