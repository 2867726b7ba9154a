import { callApi, useAction } from '@vsp/api-client';
import { api, staleAfter } from '@vsp/contract';
import { Button, FormField, FormLayout, TextField } from '@vsp/design-system';
import { Save, Trash2 } from 'lucide-react';
import { useForm } from '../../../lib/hooks/useForm';
import { formatPrice, priceFormValues, toPricePayload, validatePrice } from '../utils/award';

export interface PriceFormProps {
  eventId: number;
  vendorId: number;
  vendorName: string;
  /** The price set before, which the form starts from and Remove takes away. */
  price: number | null;
}

/** A vendor's price in the event: saving replaces the one before; either change refreshes the award. */
export function PriceForm({ eventId, vendorId, vendorName, price }: PriceFormProps) {
  const params = { eventId, vendorId };
  const stale = staleAfter.priceChange(eventId);
  const { errors, pending, field, submit } = useForm({
    initial: () => priceFormValues(price),
    validate: validatePrice,
    save: (values) => callApi(api.prices.set, { params, body: toPricePayload(values) }),
    stale,
    success: (saved) => ({ title: 'Price saved', description: `${vendorName}: ${formatPrice(saved.price)}` }),
    failure: 'Failed to save the price',
  });
  const removal = useAction();

  const remove = () =>
    removal.run(() => callApi(api.prices.remove, { params }), { stale, success: { title: 'Price removed' }, failure: 'Failed to remove the price' });

  return (
    <FormLayout
      aria-label={`Price of ${vendorName}`}
      noValidate
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button type="submit" icon={<Save size={16} aria-hidden />} pending={pending} pendingLabel="Saving...">
            Save price
          </Button>
          {price !== null && (
            <Button variant="outline" icon={<Trash2 size={16} aria-hidden />} pending={removal.pending} pendingLabel="Removing..." onClick={() => void remove()}>
              Remove price
            </Button>
          )}
        </>
      }
    >
      <FormField label="Price" required error={errors.price} help="The vendor's total price in the event's currency, with at most 2 decimals.">
        <TextField inputMode="decimal" autoComplete="off" {...field('price')} />
      </FormField>
    </FormLayout>
  );
}
