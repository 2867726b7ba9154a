import { api, type VendorFile } from '@vsp/contract';
import { Badge, Stack, Text, TextLink, VisuallyHidden } from '@vsp/design-system';
import { ExternalLink } from 'lucide-react';
import { formatFileSize } from './fileSize';
import { FileHeading } from './VendorFileList.styles';

/**
 * A vendor's documents, as the grid's Documents list and the Reference Material page show them.
 * Every title goes through the portal's download address, which serves an uploaded file as an
 * attachment and sends a link on to where it points; a link opens in a new tab that gets no handle
 * on the portal.
 */
export function VendorFileList({ files }: { files: readonly VendorFile[] }) {
  return (
    <Stack as="ul" gap={3}>
      {files.map((file) => (
        <Stack as="li" key={file.id} gap={1}>
          <FileHeading>
            <VendorFileLink file={file} />
            {file.fileType && <Badge>{file.fileType}</Badge>}
            {file.kind === 'upload' && file.sizeBytes !== null && (
              <Text as="span" size="xs" tone="muted">
                {formatFileSize(file.sizeBytes)}
              </Text>
            )}
          </FileHeading>
          {file.description && (
            <Text size="sm" tone="muted">
              {file.description}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function VendorFileLink({ file }: { file: VendorFile }) {
  const href = api.vendorFiles.download.path({ id: file.id });
  if (file.kind === 'upload') {
    return (
      <TextLink href={href} download>
        {file.title}
      </TextLink>
    );
  }
  return (
    <TextLink href={href} target="_blank" rel="noopener noreferrer">
      {file.title}
      <ExternalLink size={14} aria-hidden />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </TextLink>
  );
}
