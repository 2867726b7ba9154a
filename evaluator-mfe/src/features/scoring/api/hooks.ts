import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

// No fetcher here on purpose: the shell's SWRConfig supplies it, with credentials and the cache rules.

export const useEvents = () => useApi(api.events.list);
export const useVendors = () => useApi(api.vendors.list);
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
