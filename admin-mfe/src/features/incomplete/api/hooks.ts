import { api, type EventSubmission, type IncompleteEvent, type Reminder } from '@vsp/contract';
import useSWR from 'swr';

/** Evaluators score while the panel is open, so the analysis is computed afresh each time the tab opens. */
export const useIncompleteSubmissions = () => useSWR<IncompleteEvent[]>(api.analysis.incomplete.path(), { revalidateOnMount: true });

/** Who submitted their evaluation of the event, read afresh with the analysis, since evaluators submit while the panel is open. */
export const useEventSubmissions = (eventId: number) =>
  useSWR<EventSubmission[]>(api.submissions.adminList.path({ eventId }), { revalidateOnMount: true });

/**
 * The reminders sent for the event, newest first, read afresh too: the server delivers them in the
 * background, so a queued one may have been sent or have failed since. Null reads nothing (no mail).
 */
export const useEventReminders = (eventId: number | null) =>
  useSWR<Reminder[]>(eventId === null ? null : api.reminders.list.path({ eventId }), { revalidateOnMount: true });
