import type { ContentPage } from '@vsp/bff/api-types';
import { Checkbox, FormField, RichText, Textarea, TextField } from '@vsp/design-system';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { useAdminAction } from '../../../lib/action';
import { FormDialog } from '../../../lib/components/FormDialog';
import { hasErrors, type FieldErrors } from '../../../lib/forms';
import { CONTENT_STALE_KEYS, saveContentPage } from '../api/mutations';
import { contentFormValues, toContentPayload, validateContent, type ContentField, type ContentFormValues } from '../utils/contentForm';

const Editor = styled(Textarea)`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const PreviewLabel = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Preview = styled.div`
  max-height: 320px;
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export interface EditContentDialogProps {
  page: ContentPage;
  onClose: () => void;
}

/** "Edit Content": title, the HTML in a 15-row editor, isActive, and the page as evaluators will see it. */
export function EditContentDialog({ page, onClose }: EditContentDialogProps) {
  const [values, setValues] = useState<ContentFormValues>(() => contentFormValues(page));
  const [errors, setErrors] = useState<FieldErrors<ContentField>>({});
  const { run, pending } = useAdminAction();
  // Typing stays responsive on long pages: the preview catches up between keystrokes.
  const previewHtml = useDeferredValue(values.content);

  const submit = async () => {
    const found = validateContent(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const saved = await run(() => saveContentPage(page.id, toContentPayload(values)), {
      stale: CONTENT_STALE_KEYS,
      success: { title: 'Content updated successfully' },
      failure: 'Failed to update content',
    });
    if (saved) onClose();
  };

  return (
    <FormDialog open title="Edit Content" submitLabel="Save Content" pending={pending} onSubmit={submit} onClose={onClose} size="xl">
      <FormField label="Title" required error={errors.title}>
        <TextField value={values.title} onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))} />
      </FormField>
      <FormField label="Content" help="HTML is supported: headings, paragraphs, lists, links, images and tables.">
        <Editor rows={15} spellCheck={false} value={values.content} onChange={(event) => setValues((current) => ({ ...current, content: event.target.value }))} />
      </FormField>
      <Checkbox
        label="Active"
        description="Inactive pages are hidden from the navigation and their routes"
        checked={values.isActive}
        onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
      />
      <section aria-labelledby={`preview-${page.id}`}>
        <PreviewLabel id={`preview-${page.id}`}>Preview</PreviewLabel>
        <Preview>
          <RichText data-testid="content-preview" html={previewHtml} />
        </Preview>
      </section>
    </FormDialog>
  );
}
