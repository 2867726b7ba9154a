import { api, type EventAward, type ExclusionOverride } from '@vsp/contract';
import useSWR from 'swr';

// Prices, overrides and scores change while the panel decides, so the award is read afresh each time it shows.
const FRESH = { revalidateOnMount: true };

/** The award of the event: quality and price weighed together, the excluded vendors last with their reasons. */
export const useEventAward = (eventId: number) => useSWR<EventAward>(api.analysis.award.path({ eventId }), FRESH);

/** The administrators' overrides of the award's rules in the event, with who set them and when. */
export const useEventExclusions = (eventId: number) => useSWR<ExclusionOverride[]>(api.exclusions.list.path({ eventId }), FRESH);
