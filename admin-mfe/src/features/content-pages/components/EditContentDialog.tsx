import { callApi } from '@vsp/api-client';
import { api, staleAfter, type ContentPage } from '@vsp/contract';
import { Checkbox, FormField, RichText, Textarea, TextField } from '@vsp/design-system';
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { FormDialog } from '../../../lib/components/FormDialog';
import { useForm } from '../../../lib/hooks/useForm';
import { contentFormValues, toContentPayload, validateContent } from '../utils/contentForm';

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
  const { values, errors, pending, field, checkbox, submit } = useForm({
    initial: () => contentFormValues(page),
    validate: validateContent,
    save: (values) => callApi(api.content.update, { params: { id: page.id }, body: toContentPayload(values) }),
    stale: staleAfter.contentChange,
    success: { title: 'Content updated successfully' },
    failure: 'Failed to update content',
    onSaved: onClose,
  });
  // Typing stays responsive on long pages: the preview catches up between keystrokes.
  const previewHtml = useDeferredValue(values.content);

  return (
    <FormDialog open title="Edit Content" submitLabel="Save Content" pending={pending} onSubmit={submit} onClose={onClose} size="xl">
      <FormField label="Title" required error={errors.title}>
        <TextField {...field('title')} />
      </FormField>
      <FormField label="Content" help="HTML is supported: headings, paragraphs, lists, links, images and tables.">
        <Editor rows={15} spellCheck={false} {...field('content')} />
      </FormField>
      <Checkbox label="Active" description="Inactive pages are hidden from the navigation and their routes" {...checkbox('isActive')} />
      <section aria-labelledby={`preview-${page.id}`}>
        <PreviewLabel id={`preview-${page.id}`}>Preview</PreviewLabel>
        <Preview>
          <RichText data-testid="content-preview" html={previewHtml} />
        </Preview>
      </section>
    </FormDialog>
  );
}
