import { api, type EventDecision } from '@vsp/contract';
import useSWR from 'swr';

/** The event's decision: its state, recommendation, approval, stored report and history. */
export const useEventDecision = (eventId: number) => useSWR<EventDecision>(api.decision.get.path({ eventId }), { revalidateOnMount: true });
