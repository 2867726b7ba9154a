import { Card, Heading, Stack } from '@vsp/design-system';
import { useId } from 'react';
import { filesByVendor } from '../../../lib/filesByVendor';
import { LoadFailure } from '../../../lib/LoadFailure';
import { VendorFileList } from '../../../lib/VendorFileList';
import { useVendorFiles, useVendors } from '../api/hooks';

/**
 * Under Reference Material, what each vendor submitted, vendor by vendor in their order. Nothing is
 * shown until there is at least one document.
 */
export function VendorDocumentsSection() {
  const headingId = useId();
  const files = useVendorFiles();
  const vendors = useVendors();
  const failed = [files, vendors].find((query) => query.error);

  if (failed) return <LoadFailure title="Vendor documents could not be loaded" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!files.data?.length || !vendors.data) return null;

  const byVendor = filesByVendor(files.data);
  const groups = [...vendors.data]
    .sort((a, b) => a.order - b.order)
    .flatMap((vendor) => {
      const own = byVendor.get(vendor.id);
      return own ? [{ vendor, files: own }] : [];
    });
  if (groups.length === 0) return null;

  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <Heading level={2} size="xl" id={headingId}>
        Vendor documents
      </Heading>
      <Card padding="lg">
        <Stack gap={6}>
          {groups.map(({ vendor, files: own }) => (
            <Stack key={vendor.id} gap={3}>
              <Heading level={3} size="md">
                {vendor.name}
              </Heading>
              <VendorFileList files={own} />
            </Stack>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
