import { LIMITS, type ScoringEvent, type Vendor } from '@vsp/contract';
import { EmptyState, Table, type TableColumn } from '@vsp/design-system';
import { useAdminEvents } from '../../../lib/api/useAdminEvents';
import { useAdminVendors } from '../../../lib/api/useAdminVendors';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useAdminEventVendorInfo } from '../api/hooks';
import { emptyGridTitle, infoLookup } from '../utils/info';
import { InfoCell } from './InfoCell';

export function EventVendorInfoTab() {
  const events = useAdminEvents();
  const vendors = useAdminVendors();
  const info = useAdminEventVendorInfo();

  const failed = [events, vendors, info].find((query) => query.error);
  if (failed) return <LoadError what="event vendor info" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!events.data || !vendors.data || !info.data) return <TabSkeleton label="Loading event vendor info..." />;

  const header = (
    <TabHeader
      title="Event Vendor Info"
      description={`A short line per event and vendor, shown under the vendor on that event's scoring grid (at most ${LIMITS.eventVendorInfo.info} characters). Saved when you leave a cell or press Enter.`}
    />
  );

  const empty = emptyGridTitle(events.data.length, vendors.data.length);
  if (empty) {
    return (
      <section aria-label="Event Vendor Info">
        {header}
        <EmptyState title={empty} text="Create events and vendors first to manage their information." />
      </section>
    );
  }

  const lineOf = infoLookup(info.data);
  const columns: TableColumn<ScoringEvent>[] = [
    { key: 'event', header: 'Event', cell: (event) => <strong>{event.name}</strong> },
    ...vendors.data.map(
      (vendor: Vendor): TableColumn<ScoringEvent> => ({
        key: `vendor-${vendor.id}`,
        header: vendor.name,
        width: '200px',
        cell: (event) => (
          <InfoCell eventId={event.id} vendorId={vendor.id} saved={lineOf(event.id, vendor.id)} label={`Info for ${vendor.name} at ${event.name}`} />
        ),
      }),
    ),
  ];

  return (
    <section aria-label="Event Vendor Info">
      {header}
      <Table caption="Info line per event and vendor" captionHidden columns={columns} rows={events.data} getRowId={(event) => event.id} />
    </section>
  );
}
