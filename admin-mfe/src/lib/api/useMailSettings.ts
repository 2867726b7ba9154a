import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** Whether the server sends mail: the reminder controls and templates show only when it does. */
export const useMailSettings = () => useApi(api.reminders.mailSettings);
