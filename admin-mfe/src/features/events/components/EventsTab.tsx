import type { ScoringEvent } from '@vsp/bff/api-types';
import { Badge, Button, ConfirmDialog, StatusBadge, Table, type TableColumn } from '@vsp/design-system';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAdminAction } from '../../../lib/action';
import { serverMessageOf } from '@vsp/api-client';
import { useAdminEvents } from '../../../lib/admin-data';
import { RowActions } from '../../../lib/components/RowActions';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { deleteEvent, EVENT_STALE_KEYS } from '../api/mutations';
import { EventFormDialog } from './EventFormDialog';

type Editing = { event?: ScoringEvent } | null;

export function EventsTab() {
  const { data: events, error, mutate } = useAdminEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ScoringEvent | null>(null);
  const remove = useAdminAction();

  if (error) return <LoadError what="events" error={error} onRetry={() => void mutate()} />;
  if (!events) return <TabSkeleton label="Loading events..." />;

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.run(() => deleteEvent(deleting.id), {
      stale: EVENT_STALE_KEYS,
      success: { title: 'Event deleted successfully' },
      failure: (failure) => ({
        title: 'Failed to delete event',
        description: serverMessageOf(failure) ?? 'The event could not be deleted. Please try again.',
      }),
    });
    setDeleting(null);
  };

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
      cell: (event) => <RowActions name={event.name} onEdit={() => setEditing({ event })} onDelete={() => setDeleting(event)} />,
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
      {editing && <EventFormDialog event={editing.event} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Event"
        message={`Are you sure you want to delete event "${deleting?.name ?? ''}"? This will also delete all associated questions and scores.`}
        pending={remove.pending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
