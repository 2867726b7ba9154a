import { callApi } from '@vsp/api-client';
import { api, LIMITS, staleAfter, type VendorFile } from '@vsp/contract';
import { Checkbox, FormField, Textarea, TextField } from '@vsp/design-system';
import { FormColumns, FormDialog } from '../../../lib/components/FormDialog';
import { useForm } from '../../../lib/hooks/useForm';
import { toLinkPayload, toUpdatePayload, validateVendorFile, vendorFileFormValues } from '../utils/vendorFileForm';

export interface VendorFileFormDialogProps {
  vendorId: number;
  /** The file to edit; absent to add a link. */
  file?: VendorFile;
  onClose: () => void;
}

/** Adds a link to a document elsewhere, or edits any file; an uploaded file's address is the portal's own, so only a link's can change. */
export function VendorFileFormDialog({ vendorId, file, onClose }: VendorFileFormDialogProps) {
  const kind = file?.kind ?? 'link';
  const { errors, pending, field, checkbox, submit } = useForm({
    initial: () => vendorFileFormValues(file),
    validate: (values) => validateVendorFile(values, kind),
    save: (values) =>
      file
        ? callApi(api.vendorFiles.update, { params: { id: file.id }, body: toUpdatePayload(values, kind) })
        : callApi(api.vendorFiles.create, { params: { vendorId }, body: toLinkPayload(values) }),
    stale: staleAfter.vendorFilesChange(vendorId),
    success: { title: file ? 'File updated successfully' : 'Link added successfully' },
    failure: file ? 'Failed to update file' : 'Failed to add link',
    onSaved: onClose,
  });

  return (
    <FormDialog
      open
      title={file ? 'Edit File' : 'Add Link'}
      submitLabel={file ? 'Save Changes' : 'Add Link'}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
      size="lg"
    >
      <FormField label="Title" required error={errors.title}>
        <TextField {...field('title')} />
      </FormField>
      {kind === 'link' && (
        <FormField label="URL" required error={errors.url} help="The document's address (https://...)">
          <TextField type="url" {...field('url')} />
        </FormField>
      )}
      <FormField label="Description" error={errors.description}>
        <Textarea rows={3} {...field('description')} />
      </FormField>
      <FormColumns $min="200px">
        <FormField label="Type" error={errors.fileType} help={`A short kind shown beside the title, e.g. PDF or Slides (at most ${LIMITS.vendorFile.fileType} characters)`}>
          <TextField {...field('fileType')} />
        </FormField>
      </FormColumns>
      <Checkbox label="Active" description="Only active files of active vendors are shown to evaluators" {...checkbox('isActive')} />
    </FormDialog>
  );
}
