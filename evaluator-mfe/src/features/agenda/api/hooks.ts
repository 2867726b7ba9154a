import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

// No fetcher here on purpose: the shell's SWRConfig supplies it, with credentials and the cache rules.

export const useEvents = () => useApi(api.events.list);

/** The event's presentation slots, in time order; a null id (a malformed route) fetches nothing. */
export const useEventSchedules = (eventId: number | null) => useApi(api.schedules.ofEvent, eventId === null ? null : { eventId });
