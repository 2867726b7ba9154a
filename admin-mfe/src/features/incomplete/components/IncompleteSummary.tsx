import type { IncompleteEvent } from '@vsp/contract';
import { EventSummary } from '../../../lib/components/EventSummary';

/**
 * The event at a glance above its vendor groups: who has not finished, how much is missing, who
 * submitted. The server counts the distinct users and the entries; each vendor's figure is the
 * length of its group.
 */
export function IncompleteSummary({ event }: { event: IncompleteEvent }) {
  return (
    <EventSummary
      label={`Summary of ${event.eventName}`}
      figures={[
        { label: 'Incomplete users', value: event.incompleteUsers },
        { label: 'Incomplete entries', value: event.incompleteEntries },
        { label: 'Submitted evaluations', value: `${event.submittedCount} of ${event.usersWithAccess}` },
      ]}
      vendorsLabel="Incomplete entries per vendor"
      vendors={event.vendors.map((vendor) => ({ vendorId: vendor.vendorId, name: vendor.vendorName, value: vendor.users.length }))}
    />
  );
}
