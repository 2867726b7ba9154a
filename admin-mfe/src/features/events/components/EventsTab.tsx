import { serverMessageOf } from '@vsp/api-client';
import { displayEventStatus, type AdminScoringEvent } from '@vsp/contract';
import { Badge, Button, ConfirmDialog, StatusBadge, Table, Text, type TableColumn } from '@vsp/design-system';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminEvents } from '../../../lib/api/useAdminEvents';
import { RowActions } from '../../../lib/components/RowActions';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useRecordDelete } from '../../../lib/records';
import { EventFormDialog } from './EventFormDialog';

type Editing = { event?: AdminScoringEvent } | null;

const StatusLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The status evaluators see today; for an event that follows its dates, a marker, and the status set by hand when the dates say otherwise. */
function EventStatus({ event }: { event: AdminScoringEvent }) {
  const differs = displayEventStatus(event.storedStatus) !== displayEventStatus(event.status);
  return (
    <StatusLine>
      <StatusBadge status={event.status} />
      {event.scheduleByDates && <Badge variant="outline">By dates</Badge>}
      {event.scheduleByDates && differs && (
        <Text as="span" size="sm" tone="muted">
          Set: {displayEventStatus(event.storedStatus)}
        </Text>
      )}
    </StatusLine>
  );
}

export function EventsTab() {
  const { data: events, error, mutate } = useAdminEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const { deleting, ask, confirmDialog } = useRecordDelete('events', {
    failure: (failure) => ({
      title: 'Failed to delete event',
      description: serverMessageOf(failure) ?? 'The event could not be deleted. Please try again.',
    }),
  });

  if (error) return <LoadError what="events" error={error} onRetry={() => void mutate()} />;
  if (!events) return <TabSkeleton label="Loading events..." />;

  const columns: TableColumn<AdminScoringEvent>[] = [
    { key: 'name', header: 'Name', sortValue: (event) => event.name.toLowerCase(), cell: (event) => <strong>{event.name}</strong> },
    { key: 'description', header: 'Description', cell: (event) => event.description ?? '' },
    { key: 'status', header: 'Status', sortValue: (event) => event.status, cell: (event) => <EventStatus event={event} /> },
    {
      key: 'active',
      header: 'Active',
      cell: (event) => (event.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (event) => <RowActions name={event.name} onEdit={() => setEditing({ event })} onDelete={() => ask(event)} />,
    },
  ];

  return (
    <section aria-label="Events">
      <TabHeader
        title="Events"
        description="Scoring events, their status and dates. Only Active events can be scored; an event marked By dates opens and closes by its dates."
        actions={
          <Button icon={<Plus size={16} aria-hidden />} onClick={() => setEditing({})}>
            Add Event
          </Button>
        }
      />
      <Table caption="Events" captionHidden columns={columns} rows={events} getRowId={(event) => event.id} emptyState="No events yet" />
      {editing && <EventFormDialog row={editing.event} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...confirmDialog}
        title="Delete Event"
        message={`Are you sure you want to delete event "${deleting?.name ?? ''}"? This will also delete all associated questions and scores.`}
      />
    </section>
  );
}
