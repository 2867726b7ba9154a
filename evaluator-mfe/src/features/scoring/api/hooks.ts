import { httpStatusOf, useApi } from '@vsp/api-client';
import {
  api,
  type Declaration,
  type EventVendorInfo,
  type Question,
  type Score,
  type ScoringEvent,
  type Submission,
  type Vendor,
  type VendorFile,
  type VendorSchedule,
} from '@vsp/contract';

// No fetcher here on purpose: the shell's SWRConfig supplies it, with credentials and the cache rules.

const useEvents = () => useApi(api.events.list);
const useVendors = () => useApi(api.vendors.list);
const useEventVendorInfo = () => useApi(api.eventVendorInfo.list);
const useSiteConfig = () => useApi(api.site.config);
/** The caller's submitted evaluations: a submitted event's grid is read-only. */
const useUserSubmissions = () => useApi(api.submissions.mine);

/** A null id (a malformed route) fetches nothing. */
const useEventQuestions = (eventId: number | null) => useApi(api.questions.ofEvent, eventId === null ? null : { eventId });

const useEventScores = (eventId: number | null) => useApi(api.scores.ofEvent, eventId === null ? null : { eventId });

/** The documents of the event's vendors, behind each column's Documents control. */
const useEventVendorFiles = (eventId: number | null) => useApi(api.vendorFiles.ofEvent, eventId === null ? null : { eventId });

/** The event's presentation slots, in time order: the grid's column footers, and whether there is an agenda. */
const useEventSchedules = (eventId: number | null) => useApi(api.schedules.ofEvent, eventId === null ? null : { eventId });

/** The caller's conflict-of-interest declaration for an event that requires one (404 before they declare); nothing is fetched for other events. */
const useEventDeclaration = (eventId: number | null, required: boolean) =>
  useApi(api.declarations.mine, eventId !== null && required ? { eventId } : null);

/** Everything the scoring screen shows of one event, once it has loaded. */
export interface ScoringData {
  event: ScoringEvent;
  /** The event's active questions, in order. */
  questions: Question[];
  /** The active vendors, in their order. */
  vendors: Vendor[];
  /** The caller's scores of the event. */
  scores: Score[];
  /** The caller's submitted evaluation of the event, if any. */
  submission: Submission | undefined;
  /** The caller's declaration, for an event that requires one and once they have declared. */
  declaration: Declaration | undefined;
  // Info lines, documents, presentation slots and the venue are extras: the grid works without them.
  vendorInfo: EventVendorInfo[];
  vendorFiles: VendorFile[];
  schedules: VendorSchedule[];
  venueText: string | null;
}

export type ScoringDataState =
  | { status: 'not-found' }
  /** The server refused the event: the user may not score it. */
  | { status: 'forbidden' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'loading' }
  | { status: 'ready'; data: ScoringData };

const byOrder = (a: Vendor, b: Vendor) => a.order - b.order;

/**
 * What the scoring screen reads of an event (a null id is a malformed route), and which of its states
 * the screen is in: not found, refused, failed, loading, or ready with the event's data.
 */
export function useScoringData(eventId: number | null): ScoringDataState {
  const events = useEvents();
  const questions = useEventQuestions(eventId);
  const scores = useEventScores(eventId);
  const vendors = useVendors();
  const submissions = useUserSubmissions();
  const vendorInfo = useEventVendorInfo();
  const siteConfig = useSiteConfig();
  const vendorFiles = useEventVendorFiles(eventId);
  const schedules = useEventSchedules(eventId);
  const event = events.data?.find((candidate) => candidate.id === eventId);
  const declaration = useEventDeclaration(eventId, event?.requireDeclaration ?? false);
  const statuses = [questions.error, scores.error].map(httpStatusOf);

  if (eventId === null || (events.data && !event) || statuses.includes(404)) return { status: 'not-found' };
  if (statuses.includes(403)) return { status: 'forbidden' };
  // No declaration yet is a 404: the declaration step, not a failure.
  const declarationFailed = httpStatusOf(declaration.error) !== 404;
  const failed = [events, questions, scores, vendors, ...(declarationFailed ? [declaration] : [])].find((query) => query.error);
  if (failed) return { status: 'failed', error: failed.error, retry: () => void failed.mutate() };
  // Whether the evaluation was submitted decides whether the grid can be edited; if that list fails, the server still refuses the saves.
  if (!event || !questions.data || !scores.data || !vendors.data || submissions.isLoading || declaration.isLoading) {
    return { status: 'loading' };
  }

  return {
    status: 'ready',
    data: {
      event,
      questions: questions.data.filter((question) => question.isActive),
      vendors: vendors.data.filter((vendor) => vendor.isActive).sort(byOrder),
      scores: scores.data,
      submission: submissions.data?.find((candidate) => candidate.eventId === event.id),
      declaration: declaration.data,
      vendorInfo: vendorInfo.data ?? [],
      vendorFiles: vendorFiles.data ?? [],
      schedules: schedules.data ?? [],
      venueText: siteConfig.data?.venueText?.trim() || null,
    },
  };
}
