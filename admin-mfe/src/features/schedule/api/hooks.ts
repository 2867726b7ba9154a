import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** The event's presentation slots; only administrators change them, so the cached list stays fresh. */
export const useEventSchedule = (eventId: number) => useApi(api.schedules.adminList, { eventId });
