import { useApiWith, type ReadOptions } from '@vsp/api-client';
import { api } from '@vsp/contract';

// Prices, overrides and scores change while the panel decides, so the award is read afresh each time it shows.
const FRESH: ReadOptions = { revalidateOnMount: true };

/** The award of the event: quality and price weighed together, the excluded vendors last with their reasons. */
export const useEventAward = (eventId: number) => useApiWith(FRESH, api.analysis.award, { eventId });

/** The administrators' overrides of the award's rules in the event, with who set them and when. */
export const useEventExclusions = (eventId: number) => useApiWith(FRESH, api.exclusions.list, { eventId });
