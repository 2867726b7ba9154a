import type { IncompleteEvent } from '@vsp/contract';
import { useMemo } from 'react';
import { EventSummary } from '../../../lib/components/EventSummary';
import { incompleteSummary } from '../utils/summary';

/** The event at a glance above its vendor groups: who has not finished, how much is missing, who submitted. */
export function IncompleteSummary({ event }: { event: IncompleteEvent }) {
  // The event re-renders with each reminder step; the analysis it counts changes only when read again.
  const summary = useMemo(() => incompleteSummary(event), [event]);
  return (
    <EventSummary
      label={`Summary of ${event.eventName}`}
      figures={[
        { label: 'Incomplete users', value: summary.users },
        { label: 'Incomplete entries', value: summary.entries },
        { label: 'Submitted evaluations', value: `${event.submittedCount} of ${event.usersWithAccess}` },
      ]}
      vendorsLabel="Incomplete entries per vendor"
      vendors={summary.vendors.map((vendor) => ({ vendorId: vendor.vendorId, name: vendor.vendorName, value: vendor.entries }))}
    />
  );
}
