import { callApi, useAction } from '@vsp/api-client';
import { api, staleAfter, type ScoringEvent, type VendorSchedule } from '@vsp/contract';
import { Button, ConfirmDialog, EmptyState, Stack, Table, Text, Toolbar, type TableColumn } from '@vsp/design-system';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAdminEvents } from '../../../lib/api/useAdminEvents';
import { useAdminVendors } from '../../../lib/api/useAdminVendors';
import { EventPicker } from '../../../lib/components/EventPicker';
import { RowActions } from '../../../lib/components/RowActions';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { pickEvent, useEventParam } from '../../../lib/events';
import { useEventSchedule } from '../api/hooks';
import { formatSlotTime } from '../utils/slotForm';
import { SlotFormDialog } from './SlotFormDialog';

type Editing = { slot?: VendorSchedule } | null;

/** "Alpha Ledger at Mar 5, 2025, 9:30 AM": names a slot in its buttons and its delete question. */
const slotName = (slot: VendorSchedule) => `${slot.vendorName} at ${formatSlotTime(slot.scheduledDate)}`;

function EventSchedule({ event }: { event: ScoringEvent }) {
  const schedule = useEventSchedule(event.id);
  const vendors = useAdminVendors();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<VendorSchedule | null>(null);
  const removal = useAction();

  const failed = [schedule, vendors].find((query) => query.error);
  if (failed) return <LoadError what="the schedule" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!schedule.data || !vendors.data) return <TabSkeleton label="Loading the schedule..." />;

  const remove = async () => {
    if (!deleting) return;
    await removal.run(() => callApi(api.schedules.remove, { params: { id: deleting.id } }), {
      stale: staleAfter.scheduleChange(event.id),
      success: { title: 'Slot deleted successfully' },
      failure: 'Failed to delete slot',
    });
    setDeleting(null);
  };

  const columns: TableColumn<VendorSchedule>[] = [
    { key: 'time', header: 'Time', sortValue: (slot) => Date.parse(slot.scheduledDate), cell: (slot) => formatSlotTime(slot.scheduledDate) },
    {
      key: 'vendor',
      header: 'Vendor',
      sortValue: (slot) => slot.vendorName.toLowerCase(),
      cell: (slot) => (
        <>
          <strong>{slot.vendorName}</strong>
          {slot.company && (
            <Text as="div" size="sm" tone="muted">
              {slot.company}
            </Text>
          )}
        </>
      ),
    },
    { key: 'location', header: 'Location', cell: (slot) => slot.location ?? '' },
    { key: 'notes', header: 'Notes', cell: (slot) => slot.notes ?? '' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (slot) => <RowActions name={slotName(slot)} onEdit={() => setEditing({ slot })} onDelete={() => setDeleting(slot)} />,
    },
  ];

  return (
    <Stack>
      <Toolbar justify="end">
        <Button icon={<Plus size={16} aria-hidden />} onClick={() => setEditing({})}>
          Add slot
        </Button>
      </Toolbar>
      <Table
        caption={`Presentation schedule for ${event.name}`}
        captionHidden
        columns={columns}
        rows={schedule.data}
        getRowId={(slot) => slot.id}
        defaultSort={{ key: 'time', direction: 'asc' }}
        emptyState="No presentations are scheduled for this event yet"
      />
      {editing && <SlotFormDialog eventId={event.id} vendors={vendors.data} slot={editing.slot} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        pending={removal.pending}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
        title="Delete Slot"
        message={deleting ? `Are you sure you want to delete the slot of ${slotName(deleting)}? This action cannot be undone.` : ''}
      />
    </Stack>
  );
}

/** When and where each vendor presents at an event: the agenda evaluators follow and the scoring grid's column footers. */
export function ScheduleTab() {
  const events = useAdminEvents();
  const { requested, pick } = useEventParam();

  if (events.error) return <LoadError what="events" error={events.error} onRetry={() => void events.mutate()} />;
  if (!events.data) return <TabSkeleton label="Loading the schedule..." />;
  const event = pickEvent(events.data, requested);

  return (
    <section aria-label="Schedule">
      <TabHeader title="Schedule" description="When and where each vendor presents at an event. Evaluators see it in the event's agenda and under each vendor on the scoring grid." />
      {event ? (
        <>
          <EventPicker
            events={events.data}
            event={event}
            onPick={pick}
          />
          <EventSchedule key={event.id} event={event} />
        </>
      ) : (
        <EmptyState title="No events found" text="Create an event, then schedule its vendors' presentations here." />
      )}
    </section>
  );
}
