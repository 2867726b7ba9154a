import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** Every question of every event: the Questions tab lists them, and the results group their rows by section with them. */
export const useAdminQuestions = () => useApi(api.questions.adminList);
