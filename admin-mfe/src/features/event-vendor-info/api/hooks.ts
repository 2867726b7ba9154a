import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** The info line of every event and vendor pair: the cells of the tab's grid. */
export const useAdminEventVendorInfo = () => useApi(api.eventVendorInfo.list);
