import { useApiWith } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** Evaluators score while the panel is open, so the averages are computed afresh each time the tab opens. */
export const useAverageScores = () => useApiWith({ revalidateOnMount: true }, api.analysis.averages);
