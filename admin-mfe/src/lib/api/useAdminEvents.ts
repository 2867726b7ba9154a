import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** Every event with the settings only administrators see: the Events tab lists them, and each per-event tab picks from them. */
export const useAdminEvents = () => useApi(api.events.adminList);
