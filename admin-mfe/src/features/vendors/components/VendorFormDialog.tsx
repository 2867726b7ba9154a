import type { Vendor } from '@vsp/contract';
import { Checkbox, FormField, Textarea, TextField } from '@vsp/design-system';
import { FormColumns, FormDialog } from '../../../lib/components/FormDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../lib/records';
import { toVendorPayload, validateVendor, vendorFormValues } from '../utils/vendorForm';

export function VendorFormDialog({ row, onClose }: RecordDialogProps<Vendor>) {
  const { errors, field, checkbox, dialog } = useRecordDialog('vendors', { values: vendorFormValues, validate: validateVendor, toPayload: toVendorPayload }, row, onClose);

  return (
    <FormDialog open {...dialog} size="lg">
      <FormColumns $min="200px">
        <FormField label="Name" required error={errors.name}>
          <TextField {...field('name')} />
        </FormField>
        <FormField label="Company" error={errors.company}>
          <TextField {...field('company')} />
        </FormField>
      </FormColumns>
      <FormField label="Logo URL" error={errors.logo} help="A direct link to an image (https://...)">
        <TextField type="url" {...field('logo')} />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea rows={3} {...field('description')} />
      </FormField>
      <FormColumns $min="200px">
        <FormField label="Order" error={errors.order} help="Lower numbers come first on the scoring grid">
          <TextField type="number" inputMode="numeric" step={1} {...field('order')} />
        </FormField>
      </FormColumns>
      <Checkbox label="Active" description="Only active vendors appear on the scoring grid and in the analyses" {...checkbox('isActive')} />
    </FormDialog>
  );
}
