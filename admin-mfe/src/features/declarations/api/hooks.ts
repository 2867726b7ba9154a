import { useApiWith } from '@vsp/api-client';
import { api } from '@vsp/contract';

/**
 * Each evaluator of the event with their current declaration and the ones it replaced. Evaluators
 * declare while the panel is open, so the list is read afresh each time it shows.
 */
export const useEventDeclarations = (eventId: number) => useApiWith({ revalidateOnMount: true }, api.declarations.adminList, { eventId });
