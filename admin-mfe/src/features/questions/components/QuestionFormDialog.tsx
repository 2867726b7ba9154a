import type { Question, ScoringEvent } from '@vsp/contract';
import { Checkbox, FormField, Select, Textarea, TextField } from '@vsp/design-system';
import { FormDialog } from '../../../lib/components/FormDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../lib/records';
import { questionFormValues, toQuestionPayload, validateQuestion } from '../utils/questions';

export interface QuestionFormDialogProps extends RecordDialogProps<Question> {
  /** The events a question may belong to. */
  events: readonly ScoringEvent[];
}

export function QuestionFormDialog({ row, events, onClose }: QuestionFormDialogProps) {
  const { errors, field, checkbox, dialog } = useRecordDialog('questions', { values: questionFormValues, validate: validateQuestion, toPayload: toQuestionPayload }, row, onClose);

  return (
    <FormDialog open {...dialog} size="lg">
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
      <Checkbox label="Active" description="Only active questions are scored and counted in the analyses" {...checkbox('isActive')} />
    </FormDialog>
  );
}
