import { QUESTION_WEIGHT, type Question, type ScoringEvent } from '@vsp/contract';
import { Checkbox, FormField, Select, Textarea, TextField } from '@vsp/design-system';
import { FormColumns, FormDialog } from '../../../lib/components/FormDialog';
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
      <FormColumns $min="180px">
        <FormField label="Section" error={errors.section} help="Groups criteria, such as Technical or Commercial">
          <TextField {...field('section')} />
        </FormField>
        <FormField label="Weight" error={errors.weight} help={`How much it counts in a vendor's weighted score; ${QUESTION_WEIGHT.default} when empty`}>
          <TextField type="number" inputMode="decimal" step={0.01} min={0.01} max={QUESTION_WEIGHT.max} {...field('weight')} />
        </FormField>
        <FormField label="Order" error={errors.order} help="Lower numbers come first">
          <TextField type="number" inputMode="numeric" step={1} {...field('order')} />
        </FormField>
      </FormColumns>
      <Checkbox label="Active" description="Only active questions are scored and counted in the analyses" {...checkbox('isActive')} />
    </FormDialog>
  );
}
