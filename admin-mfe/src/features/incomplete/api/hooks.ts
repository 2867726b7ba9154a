import { api, type EventSubmission, type IncompleteEvent } from '@vsp/contract';
import useSWR from 'swr';

/** Evaluators score while the panel is open, so the analysis is computed afresh each time the tab opens. */
export const useIncompleteSubmissions = () => useSWR<IncompleteEvent[]>(api.analysis.incomplete.path(), { revalidateOnMount: true });

/** Who submitted their evaluation of the event, read afresh with the analysis, since evaluators submit while the panel is open. */
export const useEventSubmissions = (eventId: number) =>
  useSWR<EventSubmission[]>(api.submissions.adminList.path({ eventId }), { revalidateOnMount: true });
