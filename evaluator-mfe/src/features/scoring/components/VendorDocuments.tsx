import { documentsLabel, type Vendor, type VendorFile } from '@vsp/contract';
import { Button, Dialog, Text } from '@vsp/design-system';
import { useState } from 'react';
import { VendorFileList } from '../../../lib/VendorFileList';

export interface VendorDocumentsProps {
  vendor: Vendor;
  /** The vendor's active documents; the control is left out when there are none. */
  files: readonly VendorFile[];
}

/** "Documents (n)" under a vendor's column header, opening the list of what the vendor submitted. */
export function VendorDocuments({ vendor, files }: VendorDocumentsProps) {
  const [open, setOpen] = useState(false);
  if (files.length === 0) return null;
  return (
    <>
      {/* The link takes the size of the text around it: the small print of the column header. */}
      <Text as="span" size="xs">
        <Button variant="link" aria-haspopup="dialog" aria-label={`${documentsLabel(files.length)}: ${vendor.name}`} onClick={() => setOpen(true)}>
          {documentsLabel(files.length)}
        </Button>
      </Text>
      <Dialog open={open} onClose={() => setOpen(false)} title={`${vendor.name} documents`} description={vendor.company ?? undefined}>
        <VendorFileList files={files} />
      </Dialog>
    </>
  );
}
