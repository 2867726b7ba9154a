import { callApi, useAction } from '@vsp/api-client';
import { api, staleAfter, type Vendor, type VendorFile } from '@vsp/contract';
import { Badge, Button, ConfirmDialog, Dialog, IconButton, Stack, Table, Text, TextLink, Toolbar, type TableColumn } from '@vsp/design-system';
import { Eye, EyeOff, Link, Pencil, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { RowButtons } from '../../../lib/components/RowActions';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useVendorFiles } from '../api/vendorFiles';
import { formatSize } from '../utils/vendorFileForm';
import { VendorFileFormDialog } from './VendorFileFormDialog';
import { VendorFileUploadDialog } from './VendorFileUploadDialog';


/** Which form is open over the list: a new link, an upload, or an edit of one file. */
type Editing = { kind: 'link' } | { kind: 'upload' } | { kind: 'edit'; file: VendorFile } | null;

/** A link opens its document in a new tab; an uploaded file downloads from the portal. */
function FileTitle({ file }: { file: VendorFile }) {
  return file.kind === 'link' && file.url ? (
    <TextLink href={file.url} target="_blank" rel="noopener noreferrer">
      {file.title}
    </TextLink>
  ) : (
    <TextLink href={api.vendorFiles.download.path({ id: file.id })} download={file.fileName ?? true}>
      {file.title}
    </TextLink>
  );
}

function VendorFilesTable({ vendor }: { vendor: Vendor }) {
  const { data: files, error, mutate } = useVendorFiles(vendor.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<VendorFile | null>(null);
  const toggle = useAction();
  const removal = useAction();
  const stale = staleAfter.vendorFilesChange(vendor.id);

  if (error) return <LoadError what="files" error={error} onRetry={() => void mutate()} />;
  if (!files) return <TabSkeleton label="Loading files..." />;

  // An inactive file stays stored and listed here, but evaluators no longer see it.
  const setActive = (file: VendorFile, isActive: boolean) =>
    toggle.run(() => callApi(api.vendorFiles.update, { params: { id: file.id }, body: { isActive } }), {
      stale,
      success: { title: isActive ? 'File activated' : 'File deactivated', description: file.title },
      failure: 'Failed to update file',
    });

  const remove = async () => {
    if (!deleting) return;
    await removal.run(() => callApi(api.vendorFiles.remove, { params: { id: deleting.id } }), {
      stale,
      success: { title: 'File deleted successfully', description: deleting.title },
      failure: 'Failed to delete file',
    });
    setDeleting(null);
  };

  const columns: TableColumn<VendorFile>[] = [
    {
      key: 'title',
      header: 'Title',
      sortValue: (file) => file.title.toLowerCase(),
      cell: (file) => (
        <>
          <FileTitle file={file} />
          {file.description && (
            <Text as="div" size="sm" tone="muted">
              {file.description}
            </Text>
          )}
        </>
      ),
    },
    { key: 'kind', header: 'Kind', cell: (file) => (file.kind === 'link' ? 'Link' : 'Upload') },
    { key: 'type', header: 'Type', cell: (file) => file.fileType ?? '' },
    { key: 'size', header: 'Size', align: 'right', cell: (file) => (file.sizeBytes === null ? '' : formatSize(file.sizeBytes)) },
    {
      key: 'active',
      header: 'Status',
      cell: (file) => (file.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (file) => (
        <RowButtons>
          <IconButton label={`Edit ${file.title}`} icon={<Pencil size={16} aria-hidden />} size="sm" onClick={() => setEditing({ kind: 'edit', file })} />
          <IconButton
            label={`${file.isActive ? 'Deactivate' : 'Activate'} ${file.title}`}
            icon={file.isActive ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
            size="sm"
            disabled={toggle.pending}
            onClick={() => void setActive(file, !file.isActive)}
          />
          <IconButton label={`Delete ${file.title}`} icon={<Trash2 size={16} aria-hidden />} size="sm" onClick={() => setDeleting(file)} />
        </RowButtons>
      ),
    },
  ];

  return (
    // The dialog's own gap, twice: the buttons stand apart from the table they add to.
    <Stack gap={8}>
      <Toolbar>
        <Button icon={<Link size={16} aria-hidden />} onClick={() => setEditing({ kind: 'link' })}>
          Add Link
        </Button>
        <Button variant="outline" icon={<Upload size={16} aria-hidden />} onClick={() => setEditing({ kind: 'upload' })}>
          Upload File
        </Button>
      </Toolbar>
      <Table caption={`Files of ${vendor.name}`} captionHidden columns={columns} rows={files} getRowId={(file) => file.id} emptyState="No files yet" />
      {editing?.kind === 'link' && <VendorFileFormDialog vendorId={vendor.id} onClose={() => setEditing(null)} />}
      {editing?.kind === 'edit' && <VendorFileFormDialog vendorId={vendor.id} file={editing.file} onClose={() => setEditing(null)} />}
      {editing?.kind === 'upload' && <VendorFileUploadDialog vendorId={vendor.id} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        pending={removal.pending}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
        title={`Delete ${deleting?.title ?? ''}?`}
        message={
          deleting?.kind === 'upload'
            ? 'The stored file is deleted too, and evaluators can no longer download it. This action cannot be undone.'
            : 'Evaluators will no longer see this link. This action cannot be undone.'
        }
      />
    </Stack>
  );
}

export interface VendorFilesDialogProps {
  vendor: Vendor;
  onClose: () => void;
}

/**
 * What a vendor submitted beside the scoring grid: links to documents elsewhere and files uploaded
 * here. Evaluators see the active ones in Reference Material and on the grid.
 */
export function VendorFilesDialog({ vendor, onClose }: VendorFilesDialogProps) {
  return (
    <Dialog open onClose={onClose} title={`Files of ${vendor.name}`} size="xl">
      <VendorFilesTable vendor={vendor} />
    </Dialog>
  );
}
