import { QUESTION_KIND_LABELS, QUESTION_KINDS, QUESTION_MINIMUM, QUESTION_WEIGHT, type Question, type ScoringEvent } from '@vsp/contract';
import { Checkbox, FormField, Select, Textarea, TextField } from '@vsp/design-system';
import { FormColumns, FormDialog } from '../../../lib/components/FormDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../lib/records';
import { questionFormValues, toQuestionPayload, validateQuestion } from '../utils/questions';

export interface QuestionFormDialogProps extends RecordDialogProps<Question> {
  /** The events a question may belong to. */
  events: readonly ScoringEvent[];
}

export function QuestionFormDialog({ row, events, onClose }: QuestionFormDialogProps) {
  const { values, errors, field, checkbox, dialog } = useRecordDialog('questions', { values: questionFormValues, validate: validateQuestion, toPayload: toQuestionPayload }, row, onClose);

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
      <FormColumns $min="180px">
        <FormField label="Kind" error={errors.kind} help="A pass/fail question is a knock-out: a vendor the panel fails is out of the award. It carries no weight.">
          <Select options={QUESTION_KINDS.map((kind) => ({ value: kind, label: QUESTION_KIND_LABELS[kind] }))} {...field('kind')} />
        </FormField>
        {values.kind === 'scale' && (
          <FormField
            label="Minimum"
            error={errors.minimum}
            help={`The lowest agreed score or mean a vendor may have on it and stay in the award (${QUESTION_MINIMUM.min} to ${QUESTION_MINIMUM.max}); none when empty`}
          >
            <TextField type="number" inputMode="decimal" step={0.01} min={QUESTION_MINIMUM.min} max={QUESTION_MINIMUM.max} {...field('minimum')} />
          </FormField>
        )}
      </FormColumns>
      <Checkbox label="Active" description="Only active questions are scored and counted in the analyses" {...checkbox('isActive')} />
    </FormDialog>
  );
}
