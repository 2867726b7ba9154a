import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** Every file of the vendor, active or not: only administrators see the inactive ones. */
export const useVendorFiles = (vendorId: number) => useApi(api.vendorFiles.adminList, { vendorId });
