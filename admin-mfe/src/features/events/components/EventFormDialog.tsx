import { PRICE_FORMULA_TEXTS, PRICE_WEIGHT, type AdminScoringEvent } from '@vsp/contract';
import { Checkbox, FormField, Select, Textarea, TextField } from '@vsp/design-system';
import { FormColumns, FormDialog } from '../../../lib/components/FormDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../lib/records';
import {
  canScheduleByDates,
  eventFormValues,
  followsDates,
  PRICE_FORMULA_OPTIONS,
  statusOptions,
  THRESHOLD_OPTIONS,
  toEventPayload,
  validateEvent,
} from '../utils/eventForm';

export function EventFormDialog({ row, onClose }: RecordDialogProps<AdminScoringEvent>) {
  const { values, errors, field, checkbox, dialog } = useRecordDialog('events', { values: eventFormValues, validate: validateEvent, toPayload: toEventPayload }, row, onClose);
  const byDates = checkbox('scheduleByDates');

  return (
    <FormDialog open {...dialog} size="lg">
      <FormField label="Name" required error={errors.name}>
        <TextField {...field('name')} />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea rows={3} {...field('description')} />
      </FormField>
      <FormColumns $min="180px">
        <FormField label="Status" help={followsDates(values) ? 'Used again when the event stops following its dates' : undefined}>
          <Select options={statusOptions(values.status)} {...field('status')} />
        </FormField>
        <FormField label="Start Date">
          <TextField type="date" {...field('startDate')} />
        </FormField>
        <FormField label="End Date" error={errors.endDate}>
          <TextField type="date" {...field('endDate')} />
        </FormField>
        <FormField label="Location" error={errors.location}>
          <TextField {...field('location')} />
        </FormField>
        <FormField label="Order" error={errors.order} help="Lower numbers come first">
          <TextField type="number" inputMode="numeric" step={1} {...field('order')} />
        </FormField>
        <FormField label="Disagreement threshold" help="A cell is flagged when its highest and lowest rating differ by at least this much">
          <Select options={THRESHOLD_OPTIONS} {...field('disagreementThreshold')} />
        </FormField>
      </FormColumns>
      <FormColumns $min="180px">
        <FormField
          label="Price weight"
          error={errors.priceWeight}
          help={`The award's points that price carries, ${PRICE_WEIGHT.min} to ${PRICE_WEIGHT.max}; quality carries the rest. 0: price is not scored.`}
        >
          <TextField type="number" inputMode="numeric" step={1} min={PRICE_WEIGHT.min} max={PRICE_WEIGHT.max} {...field('priceWeight')} />
        </FormField>
        <FormField label="Price formula" help={PRICE_FORMULA_TEXTS[values.priceFormula].description}>
          <Select options={PRICE_FORMULA_OPTIONS} {...field('priceFormula')} />
        </FormField>
      </FormColumns>
      <Checkbox
        label="Open and close by dates"
        description={
          canScheduleByDates(values)
            ? "Scheduled before the start date, Active from the start date to the end of the end date, Closed after, in the portal's time zone"
            : 'Give a start or an end date first'
        }
        {...byDates}
        checked={followsDates(values)}
        disabled={!canScheduleByDates(values)}
      />
      <Checkbox
        label="Require conflict declarations"
        description="Evaluators declare their conflicts of interest before their first score; a declared vendor is taken out of their scoring and of the results"
        {...checkbox('requireDeclaration')}
      />
      <Checkbox label="Active" description="Only active events are shown to evaluators and counted in the analyses" {...checkbox('isActive')} />
    </FormDialog>
  );
}
