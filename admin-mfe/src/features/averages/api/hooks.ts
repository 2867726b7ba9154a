import type { AverageEvent } from '@vsp/bff/api-types';
import useSWR from 'swr';
import { adminKeys } from '../../../lib/keys';

/** Evaluators score while the panel is open, so the averages are computed afresh each time the tab opens. */
export const useAverageScores = () => useSWR<AverageEvent[]>(adminKeys.averages, { revalidateOnMount: true });
