import { useApiWith } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** The event's decision: its state, recommendation, approval, stored report and history. */
export const useEventDecision = (eventId: number) => useApiWith({ revalidateOnMount: true }, api.decision.get, { eventId });
