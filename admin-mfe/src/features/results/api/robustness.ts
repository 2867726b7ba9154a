import { useApiWith, type ReadOptions } from '@vsp/api-client';
import { api } from '@vsp/contract';

// Scores, prices and overrides change while the panel decides, so how sure the award is is read afresh each time it shows.
const FRESH: ReadOptions = { revalidateOnMount: true };

/** How sure the event's award is, with the server's default seed and samples. */
export const useEventRobustness = (eventId: number) => useApiWith(FRESH, api.analysis.robustness, { eventId });
