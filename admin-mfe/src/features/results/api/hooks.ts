import { useApiWith, type ReadOptions } from '@vsp/api-client';
import { api } from '@vsp/contract';

// Evaluators score while the panel is open, so the results are computed afresh each time they show.
const FRESH: ReadOptions = { revalidateOnMount: true };

export const useEventRanking = (eventId: number) => useApiWith(FRESH, api.analysis.ranking, { eventId });

export const useEventCells = (eventId: number) => useApiWith(FRESH, api.analysis.cells, { eventId });

export const useEventAgreement = (eventId: number) => useApiWith(FRESH, api.analysis.agreement, { eventId });

export interface CellRef {
  eventId: number;
  vendorId: number;
  questionId: number;
}

/** Every score of one cell with its comments; nothing is read until a cell is chosen. */
export const useCellComments = (cell: CellRef | null) => useApiWith(FRESH, api.analysis.cellComments, cell);

/** The scores the panel agreed for the event's cells. */
export const useEventConsensus = (eventId: number) => useApiWith(FRESH, api.consensus.list, { eventId });
