import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** Every content page with its HTML, active or not. */
export const useAdminContent = () => useApi(api.content.adminList);
