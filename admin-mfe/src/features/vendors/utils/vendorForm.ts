import { LIMITS, type Vendor, type VendorPayload } from '@vsp/contract';
import { collectErrors, httpUrl, maxLength, orderError, required, toNullable, toOrder, type FieldErrors } from '../../../lib/forms';

export interface VendorFormValues {
  name: string;
  company: string;
  logo: string;
  description: string;
  order: string;
  isActive: boolean;
}

export type VendorField = Exclude<keyof VendorFormValues, 'isActive'>;

export function vendorFormValues(vendor?: Vendor): VendorFormValues {
  return {
    name: vendor?.name ?? '',
    company: vendor?.company ?? '',
    logo: vendor?.logo ?? '',
    description: vendor?.description ?? '',
    order: String(vendor?.order ?? 0),
    isActive: vendor?.isActive ?? true,
  };
}

export function validateVendor(values: VendorFormValues): FieldErrors<VendorField> {
  return collectErrors<VendorField>({
    name: [required(values.name, 'Vendor name is required'), maxLength(values.name, LIMITS.vendor.name, 'Vendor name')],
    company: [maxLength(values.company, LIMITS.vendor.company, 'Company')],
    logo: [httpUrl(values.logo), maxLength(values.logo, LIMITS.vendor.logo, 'Logo URL')],
    description: [maxLength(values.description, LIMITS.vendor.description, 'Description')],
    order: [orderError(values.order)],
  });
}

export function toVendorPayload(values: VendorFormValues): VendorPayload {
  return {
    name: values.name.trim(),
    company: toNullable(values.company),
    logo: toNullable(values.logo),
    description: toNullable(values.description),
    order: toOrder(values.order),
    isActive: values.isActive,
  };
}
