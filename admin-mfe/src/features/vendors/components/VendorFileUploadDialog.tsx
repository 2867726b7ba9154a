import { serverMessageOf } from '@vsp/api-client';
import { staleAfter, UPLOAD_ACCEPT } from '@vsp/contract';
import { Banner, FileUpload, FormField, Inline, ProgressBar, Text, Textarea, TextField } from '@vsp/design-system';
import { useState } from 'react';
import { FormDialog } from '../../../lib/components/FormDialog';
import { toNullable } from '../../../lib/forms';
import { useForm } from '../../../lib/hooks/useForm';
import { uploadVendorFile } from '../api/uploadVendorFile';
import { emptyUpload, formatSize, titleFromFileName, validateUpload } from '../utils/vendorFileForm';

export interface VendorFileUploadDialogProps {
  vendorId: number;
  onClose: () => void;
}

/** Uploads one file for a vendor, with a bar of the bytes sent; a refusal (kind of file, size) stays in the dialog to pick another file. */
export function VendorFileUploadDialog({ vendorId, onClose }: VendorFileUploadDialogProps) {
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { values, errors, pending, set, field, submit } = useForm({
    initial: emptyUpload,
    validate: validateUpload,
    save: ({ file, title, description }) => {
      setProgress(0);
      setRefusal(null);
      return uploadVendorFile(vendorId, { file: file!, title: title.trim(), description: toNullable(description) }, setProgress);
    },
    stale: staleAfter.vendorFilesChange(vendorId),
    success: (stored) => ({ title: 'File uploaded successfully', description: stored.title }),
    failure: (error) => {
      const message = serverMessageOf(error) ?? (error instanceof TypeError ? error.message : 'Please try again.');
      setRefusal(message);
      return { title: 'Failed to upload file', description: message };
    },
    onSaved: onClose,
  });

  const pick = (file: File) => {
    // The title follows the chosen file until the administrator types one of their own.
    if (!values.title.trim() || (values.file && values.title === titleFromFileName(values.file.name))) set('title', titleFromFileName(file.name));
    set('file', file);
    setRefusal(null);
  };

  return (
    <FormDialog open title="Upload File" submitLabel="Upload" pending={pending} onSubmit={() => void submit()} onClose={onClose} size="lg">
      <Inline gap={3}>
        <FileUpload accept={UPLOAD_ACCEPT} onFileSelect={pick} disabled={pending}>
          {values.file ? 'Choose another file' : 'Choose file'}
        </FileUpload>
        <Text as="span" size="sm" tone={values.file ? 'default' : 'muted'}>
          {values.file ? `${values.file.name} (${formatSize(values.file.size)})` : 'No file chosen'}
        </Text>
      </Inline>
      {errors.file && (
        <Text size="sm" tone="destructive" role="alert">
          {errors.file}
        </Text>
      )}
      {refusal && (
        <Banner variant="destructive" title="The file was not uploaded">
          {refusal}
        </Banner>
      )}
      <FormField label="Title" required error={errors.title}>
        <TextField {...field('title')} />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea rows={3} {...field('description')} />
      </FormField>
      {pending && <ProgressBar label="Upload progress" value={progress} />}
    </FormDialog>
  );
}
