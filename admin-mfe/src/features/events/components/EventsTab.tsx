import { serverMessageOf } from '@vsp/api-client';
import type { ScoringEvent } from '@vsp/contract';
import { Badge, Button, ConfirmDialog, StatusBadge, Table, type TableColumn } from '@vsp/design-system';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAdminEvents } from '../../../lib/admin-data';
import { RowActions } from '../../../lib/components/RowActions';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useRecordDelete } from '../../../lib/records';
import { EventFormDialog } from './EventFormDialog';

type Editing = { event?: ScoringEvent } | null;

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

  const columns: TableColumn<ScoringEvent>[] = [
    { key: 'name', header: 'Name', sortValue: (event) => event.name.toLowerCase(), cell: (event) => <strong>{event.name}</strong> },
    { key: 'description', header: 'Description', cell: (event) => event.description ?? '' },
    { key: 'status', header: 'Status', sortValue: (event) => event.status, cell: (event) => <StatusBadge status={event.status} /> },
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
        description="Scoring events, their status and dates. Only Active events can be scored."
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
