import { api, type AverageEvent } from '@vsp/contract';
import useSWR from 'swr';

/** Evaluators score while the panel is open, so the averages are computed afresh each time the tab opens. */
export const useAverageScores = () => useSWR<AverageEvent[]>(api.analysis.averages.path(), { revalidateOnMount: true });
