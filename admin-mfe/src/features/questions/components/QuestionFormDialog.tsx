import type { Question, ScoringEvent } from '@vsp/bff/api-types';
import { Checkbox, FormField, Select, Textarea, TextField } from '@vsp/design-system';
import { useState } from 'react';
import { useAdminAction } from '../../../lib/action';
import { FormDialog } from '../../../lib/components/FormDialog';
import { hasErrors, type FieldErrors } from '../../../lib/forms';
import { createQuestion, QUESTION_STALE_KEYS, updateQuestion } from '../api/mutations';
import { questionFormValues, toQuestionPayload, validateQuestion, type QuestionField, type QuestionFormValues } from '../utils/questions';

export interface QuestionFormDialogProps {
  question?: Question;
  events: readonly ScoringEvent[];
  onClose: () => void;
}

export function QuestionFormDialog({ question, events, onClose }: QuestionFormDialogProps) {
  const editing = question !== undefined;
  const [values, setValues] = useState<QuestionFormValues>(() => questionFormValues(question));
  const [errors, setErrors] = useState<FieldErrors<QuestionField>>({});
  const { run, pending } = useAdminAction();

  const field = (name: QuestionField) => ({
    value: values[name],
    onChange: (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value })),
  });

  const submit = async () => {
    const found = validateQuestion(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const payload = toQuestionPayload(values);
    const saved = await run(() => (editing ? updateQuestion(question.id, payload) : createQuestion(payload)), {
      stale: QUESTION_STALE_KEYS,
      success: { title: editing ? 'Question updated successfully' : 'Question created successfully' },
      failure: editing ? 'Failed to update question' : 'Failed to create question',
    });
    if (saved) onClose();
  };

  return (
    <FormDialog open title={editing ? 'Edit Question' : 'Add Question'} submitLabel={editing ? 'Save Changes' : 'Create Question'} pending={pending} onSubmit={submit} onClose={onClose} size="lg">
      <FormField label="Event" required error={errors.eventId}>
        <Select placeholder="Select an event" options={events.map((event) => ({ value: String(event.id), label: event.name }))} {...field('eventId')} />
      </FormField>
      <FormField label="Question" required error={errors.text}>
        <Textarea rows={3} {...field('text')} />
      </FormField>
      <FormField label="Description" error={errors.description} help="Shown under the question on the scoring grid">
        <Textarea rows={2} {...field('description')} />
      </FormField>
      <FormField label="Order" error={errors.order} help="Lower numbers come first">
        <TextField type="number" inputMode="numeric" step={1} {...field('order')} />
      </FormField>
      <Checkbox
        label="Active"
        description="Only active questions are scored and counted in the analyses"
        checked={values.isActive}
        onChange={(change) => setValues((current) => ({ ...current, isActive: change.target.checked }))}
      />
    </FormDialog>
  );
}
