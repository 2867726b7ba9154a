import { SCORES_PAGE_SIZE, type AdminScoresQuery } from '@vsp/contract';

/** The Scores tab's filters: ids as the selects hold them ('' for any), and only No Votes or not. */
export interface ScoreFilters {
  eventId: string;
  vendorId: string;
  userId: string;
  noVote: boolean;
}

export const NO_SCORE_FILTERS: ScoreFilters = { eventId: '', vendorId: '', userId: '', noVote: false };

const idOf = (value: string) => (value === '' ? undefined : Number(value));

export const isFiltered = (filters: ScoreFilters) => filters.eventId !== '' || filters.vendorId !== '' || filters.userId !== '' || filters.noVote;

/**
 * The server's query for the filters and the first row shown. The unfiltered first page has no
 * query at all, so it is the same read the panel loads on opening.
 */
export function scoresQuery(filters: ScoreFilters, offset: number): AdminScoresQuery {
  return {
    eventId: idOf(filters.eventId),
    vendorId: idOf(filters.vendorId),
    userId: idOf(filters.userId),
    noVote: filters.noVote || undefined,
    limit: isFiltered(filters) || offset > 0 ? SCORES_PAGE_SIZE : undefined,
    offset: offset > 0 ? offset : undefined,
  };
}
