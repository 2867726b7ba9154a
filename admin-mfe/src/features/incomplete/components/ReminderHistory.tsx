import type { Reminder, ReminderStatus } from '@vsp/contract';
import { Badge, Collapsible, Table, type BadgeVariant, type TableColumn } from '@vsp/design-system';
import { formatPanelTime } from '../../../lib/time';

const NO_VALUE = '—';

const statusLabels: Record<ReminderStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed', skipped: 'Skipped' };
const statusVariant: Record<ReminderStatus, BadgeVariant> = { queued: 'info', sent: 'success', failed: 'danger', skipped: 'neutral' };

const timeCell = (at: string | null) => (at ? <time dateTime={at}>{formatPanelTime(at)}</time> : NO_VALUE);

const columns: TableColumn<Reminder>[] = [
  { key: 'name', header: 'Name', cell: (reminder) => reminder.name },
  { key: 'email', header: 'Email', cell: (reminder) => reminder.email ?? NO_VALUE },
  { key: 'queued', header: 'Queued', cell: (reminder) => timeCell(reminder.queuedAt) },
  { key: 'sent', header: 'Sent', cell: (reminder) => timeCell(reminder.sentAt) },
  { key: 'status', header: 'Status', cell: (reminder) => <Badge variant={statusVariant[reminder.status]}>{statusLabels[reminder.status]}</Badge> },
  { key: 'attempts', header: 'Attempts', cell: (reminder) => reminder.attempts, align: 'right' },
  { key: 'reason', header: 'Reason', cell: (reminder) => reminder.reason ?? NO_VALUE },
];

/** Every reminder the server sent for the event, newest first, folded away until asked for. */
export function ReminderHistory({ eventName, record }: { eventName: string; record: Reminder[] }) {
  return (
    <Collapsible headingLevel={4} title="Reminder history" meta={`${record.length} ${record.length === 1 ? 'reminder' : 'reminders'}`}>
      <Table caption={`Reminders sent for ${eventName}, newest first`} captionHidden columns={columns} rows={record} getRowId={(reminder) => reminder.id} />
    </Collapsible>
  );
}
