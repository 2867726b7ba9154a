import type { AwardVendor } from '@vsp/contract';
import { Table, type TableColumn } from '@vsp/design-system';
import { formatPoints, formatPrice } from '../utils/award';
import { formatRank, formatScore } from '../utils/format';

const columns: TableColumn<AwardVendor>[] = [
  { key: 'rank', header: 'Award rank', align: 'right', width: '88px', cell: (vendor) => formatRank(vendor.awardRank) },
  { key: 'vendor', header: 'Vendor', cell: (vendor) => <strong>{vendor.name}</strong> },
  { key: 'quality', header: 'Quality score', align: 'right', cell: (vendor) => formatScore(vendor.qualityScore) },
  { key: 'qualityPoints', header: 'Quality points', align: 'right', cell: (vendor) => formatPoints(vendor.qualityPoints) },
  { key: 'price', header: 'Price', align: 'right', cell: (vendor) => formatPrice(vendor.price) },
  { key: 'pricePoints', header: 'Price points', align: 'right', cell: (vendor) => formatPoints(vendor.pricePoints) },
  { key: 'total', header: 'Total out of 100', align: 'right', cell: (vendor) => <strong>{formatPoints(vendor.totalPoints)}</strong> },
];

export interface AwardTableProps {
  /** The vendors in the award, by award rank. */
  vendors: readonly AwardVendor[];
}

/** The vendors still in the award, by total points out of 100, highest first; equal totals share a rank. */
export function AwardTable({ vendors }: AwardTableProps) {
  return (
    <Table
      caption="Award by total points"
      captionHidden
      columns={columns}
      rows={vendors}
      getRowId={(vendor) => vendor.vendorId}
      emptyState="No vendor is in the award: every vendor is excluded. The reasons are listed below."
    />
  );
}
