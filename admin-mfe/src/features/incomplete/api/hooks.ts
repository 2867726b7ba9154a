import type { IncompleteEvent } from '@vsp/bff/api-types';
import useSWR from 'swr';
import { adminKeys } from '../../../lib/keys';

/** Evaluators score while the panel is open, so the analysis is computed afresh each time the tab opens. */
export const useIncompleteSubmissions = () => useSWR<IncompleteEvent[]>(adminKeys.incomplete, { revalidateOnMount: true });
