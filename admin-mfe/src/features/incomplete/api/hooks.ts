import { useApiWith, type ReadOptions } from '@vsp/api-client';
import { api } from '@vsp/contract';

const FRESH: ReadOptions = { revalidateOnMount: true };

/** Evaluators score while the panel is open, so the analysis is computed afresh each time the tab opens. */
export const useIncompleteSubmissions = () => useApiWith(FRESH, api.analysis.incomplete);

/** Who submitted their evaluation of the event, read afresh with the analysis, since evaluators submit while the panel is open. */
export const useEventSubmissions = (eventId: number) => useApiWith(FRESH, api.submissions.adminList, { eventId });

/**
 * The reminders sent for the event, newest first, read afresh too: the server delivers them in the
 * background, so a queued one may have been sent or have failed since. Null reads nothing (no mail).
 */
export const useEventReminders = (eventId: number | null) => useApiWith(FRESH, api.reminders.list, eventId === null ? null : { eventId });
