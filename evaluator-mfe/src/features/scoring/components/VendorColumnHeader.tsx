import { CONFLICT_DECLARED_LABEL, type Vendor, type VendorFile } from '@vsp/contract';
import { Avatar, Badge } from '@vsp/design-system';
import { OneLine, VendorHeaderBody } from './ScoringGrid.styles';
import { VendorDocuments } from './VendorDocuments';

export interface VendorColumnHeaderProps {
  vendor: Vendor;
  /** The event's info line for this vendor (admin-set, up to 64 characters). */
  info: string | undefined;
  /** The evaluator declared a conflict of interest with this vendor: the column is not theirs to score. */
  conflict?: boolean;
  /** The vendor's documents for this event: a Documents control when there is at least one. */
  files?: readonly VendorFile[];
}

const NO_FILES: readonly VendorFile[] = [];

export function VendorColumnHeader({ vendor, info, conflict = false, files = NO_FILES }: VendorColumnHeaderProps) {
  return (
    <VendorHeaderBody>
      {/* The name follows as text; announcing the logo too would say it twice. */}
      <Avatar src={vendor.logo} name={vendor.name} size={48} square aria-hidden />
      <OneLine $tone="strong" title={vendor.name}>
        {vendor.name}
      </OneLine>
      <OneLine $tone="muted" title={vendor.company ?? undefined}>
        {vendor.company}
      </OneLine>
      <OneLine $tone="info" title={info || undefined}>
        {info}
      </OneLine>
      <VendorDocuments vendor={vendor} files={files} />
      {conflict && <Badge variant="outline">{CONFLICT_DECLARED_LABEL}</Badge>}
    </VendorHeaderBody>
  );
}
