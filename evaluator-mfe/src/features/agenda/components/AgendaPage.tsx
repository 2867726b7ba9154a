import { httpStatusOf } from '@vsp/api-client';
import { api, scoringPagePath, type VendorSchedule } from '@vsp/contract';
import { ButtonLink, EmptyState, Heading, Skeleton, SkeletonGroup, Table, Text, type TableColumn } from '@vsp/design-system';
import { ArrowLeft, CalendarArrowDown, CalendarX } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailure } from '../../../lib/LoadFailure';
import { PageLayout } from '../../../lib/PageLayout';
import { parseEventId } from '../../../lib/eventId';
import { EventNotFound, ScoringNotAvailable } from '../../../lib/EventUnavailable';
import { formatPresentationTime } from '../../../lib/schedule';
import { ScreenHeader, TitleRow } from '../../../lib/ScreenHeader';
import { useEventSchedules, useEvents } from '../api/hooks';

const columns: TableColumn<VendorSchedule>[] = [
  {
    key: 'time',
    header: 'Time',
    cell: (slot) => <time dateTime={slot.scheduledDate}>{formatPresentationTime(slot.scheduledDate)}</time>,
  },
  {
    key: 'vendor',
    header: 'Vendor',
    cell: (slot) => (
      <>
        <Text as="span" size="sm" weight="semibold">
          {slot.vendorName}
        </Text>
        {slot.company && (
          <Text as="div" size="sm" tone="muted">
            {slot.company}
          </Text>
        )}
      </>
    ),
  },
  { key: 'location', header: 'Location', cell: (slot) => slot.location },
  { key: 'notes', header: 'Notes', cell: (slot) => slot.notes },
];

/** The event's presentations in the order vendors present, for evaluators who may score the event. */
export function AgendaPage() {
  const eventId = parseEventId(useParams().eventId);
  const events = useEvents();
  const schedules = useEventSchedules(eventId);
  const event = events.data?.find((candidate) => candidate.id === eventId);
  // The same answers as the scoring screen: the server refuses the slots of an event the user may not score.
  const status = httpStatusOf(schedules.error);

  if (eventId === null || (events.data && !event) || status === 404) return <EventNotFound />;
  if (status === 403) return <ScoringNotAvailable />;
  const failed = [events, schedules].find((query) => query.error);
  if (failed) {
    return (
      <PageLayout>
        <LoadFailure title="The agenda could not be loaded" error={failed.error} onRetry={() => void failed.mutate()} />
      </PageLayout>
    );
  }
  if (!event || !schedules.data) {
    return (
      <PageLayout>
        <SkeletonGroup label="Loading agenda..." gap={4}>
          <Skeleton width={320} height={30} />
          <Skeleton height={240} radius="lg" />
        </SkeletonGroup>
      </PageLayout>
    );
  }

  const slots = schedules.data;
  return (
    <PageLayout>
      <ScreenHeader>
        <ButtonLink as={Link} to={scoringPagePath(event.id)} variant="ghost" size="sm" icon={<ArrowLeft size={16} aria-hidden />}>
          Back to Scoring
        </ButtonLink>
        <TitleRow>
          <Heading level={1}>{`Agenda: ${event.name}`}</Heading>
          {slots.length > 0 && (
            <ButtonLink
              href={api.schedules.calendar.path({ eventId: event.id })}
              download
              variant="outline"
              size="sm"
              icon={<CalendarArrowDown size={16} aria-hidden />}
            >
              Download calendar (.ics)
            </ButtonLink>
          )}
        </TitleRow>
      </ScreenHeader>
      {slots.length === 0 ? (
        <EmptyState icon={<CalendarX size={24} aria-hidden />} titleAs="h2" title="No presentations are scheduled for this event." />
      ) : (
        // The server lists the slots in time order, which is the order vendors present.
        <Table columns={columns} rows={slots} getRowId={(slot) => slot.id} caption="Presentation order" captionHidden />
      )}
    </PageLayout>
  );
}
