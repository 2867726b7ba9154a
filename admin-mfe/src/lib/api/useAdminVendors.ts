import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** Every vendor, active or not: the Vendors tab lists them, and the per-event tabs and the score filters name them. */
export const useAdminVendors = () => useApi(api.vendors.adminList);
