import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

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
