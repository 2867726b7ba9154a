import { api, type CellComment, type ConsensusScore, type EventAgreement, type EventCells, type EventRanking } from '@vsp/contract';
import useSWR from 'swr';

// Evaluators score while the panel is open, so the results are computed afresh each time they show.
const FRESH = { revalidateOnMount: true };

export const useEventRanking = (eventId: number) => useSWR<EventRanking>(api.analysis.ranking.path({ eventId }), FRESH);

export const useEventCells = (eventId: number) => useSWR<EventCells>(api.analysis.cells.path({ eventId }), FRESH);

export const useEventAgreement = (eventId: number) => useSWR<EventAgreement>(api.analysis.agreement.path({ eventId }), FRESH);

export interface CellRef {
  eventId: number;
  vendorId: number;
  questionId: number;
}

/** Every score of one cell with its comments; nothing is read until a cell is chosen. */
export const useCellComments = (cell: CellRef | null) =>
  useSWR<CellComment[]>(cell === null ? null : api.analysis.cellComments.path(cell), FRESH);

/** The scores the panel agreed for the event's cells. */
export const useEventConsensus = (eventId: number) => useSWR<ConsensusScore[]>(api.consensus.list.path({ eventId }), FRESH);
