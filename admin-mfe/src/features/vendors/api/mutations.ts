import type { Vendor, VendorPayload } from '@vsp/bff/api-types';
import { send } from '@vsp/api-client';
import { adminKeys, ANALYSIS_KEYS } from '../../../lib/keys';

/** Deleting a vendor also removes its scores and info lines. */
export const VENDOR_STALE_KEYS = [adminKeys.vendors, adminKeys.scores, adminKeys.eventVendorInfo, ...ANALYSIS_KEYS];

export const createVendor = (payload: VendorPayload) => send<Vendor>('POST', adminKeys.vendors, payload);

export const updateVendor = (id: number, payload: VendorPayload) => send<Vendor>('PUT', `${adminKeys.vendors}/${id}`, payload);

export const deleteVendor = (id: number) => send<null>('DELETE', `${adminKeys.vendors}/${id}`);
