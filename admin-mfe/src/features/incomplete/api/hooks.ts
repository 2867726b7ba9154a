import { api, type IncompleteEvent } from '@vsp/contract';
import useSWR from 'swr';

/** Evaluators score while the panel is open, so the analysis is computed afresh each time the tab opens. */
export const useIncompleteSubmissions = () => useSWR<IncompleteEvent[]>(api.analysis.incomplete.path(), { revalidateOnMount: true });
