import type { Vendor } from '@vsp/bff/api-types';
import { Checkbox, FormField, Textarea, TextField } from '@vsp/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminAction } from '../../../lib/action';
import { FormDialog } from '../../../lib/components/FormDialog';
import { hasErrors, type FieldErrors } from '../../../lib/forms';
import { createVendor, updateVendor, VENDOR_STALE_KEYS } from '../api/mutations';
import { toVendorPayload, validateVendor, vendorFormValues, type VendorField, type VendorFormValues } from '../utils/vendorForm';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export interface VendorFormDialogProps {
  vendor?: Vendor;
  onClose: () => void;
}

export function VendorFormDialog({ vendor, onClose }: VendorFormDialogProps) {
  const editing = vendor !== undefined;
  const [values, setValues] = useState<VendorFormValues>(() => vendorFormValues(vendor));
  const [errors, setErrors] = useState<FieldErrors<VendorField>>({});
  const { run, pending } = useAdminAction();

  const field = (name: VendorField) => ({
    value: values[name],
    onChange: (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value })),
  });

  const submit = async () => {
    const found = validateVendor(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const payload = toVendorPayload(values);
    const saved = await run(() => (editing ? updateVendor(vendor.id, payload) : createVendor(payload)), {
      stale: VENDOR_STALE_KEYS,
      success: { title: editing ? 'Vendor updated successfully' : 'Vendor created successfully' },
      failure: editing ? 'Failed to update vendor' : 'Failed to create vendor',
    });
    if (saved) onClose();
  };

  return (
    <FormDialog open title={editing ? 'Edit Vendor' : 'Add Vendor'} submitLabel={editing ? 'Save Changes' : 'Create Vendor'} pending={pending} onSubmit={submit} onClose={onClose} size="lg">
      <Columns>
        <FormField label="Name" required error={errors.name}>
          <TextField {...field('name')} />
        </FormField>
        <FormField label="Company" error={errors.company}>
          <TextField {...field('company')} />
        </FormField>
      </Columns>
      <FormField label="Logo URL" error={errors.logo} help="A direct link to an image (https://...)">
        <TextField type="url" {...field('logo')} />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea rows={3} {...field('description')} />
      </FormField>
      <Columns>
        <FormField label="Order" error={errors.order} help="Lower numbers come first on the scoring grid">
          <TextField type="number" inputMode="numeric" step={1} {...field('order')} />
        </FormField>
      </Columns>
      <Checkbox
        label="Active"
        description="Only active vendors appear on the scoring grid and in the analyses"
        checked={values.isActive}
        onChange={(change) => setValues((current) => ({ ...current, isActive: change.target.checked }))}
      />
    </FormDialog>
  );
}
