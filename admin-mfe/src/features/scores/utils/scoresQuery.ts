import { SCORE_FILTER_PARAMS, SCORES_PAGE_SIZE, type AdminScoresQuery } from '@vsp/contract';

/** The Scores tab's filters: ids as the selects hold them ('' for any), and only No Votes or not. */
export interface ScoreFilters {
  eventId: string;
  vendorId: string;
  userId: string;
  noVote: boolean;
}

export const NO_SCORE_FILTERS: ScoreFilters = { eventId: '', vendorId: '', userId: '', noVote: false };

const idOf = (value: string) => (value === '' ? undefined : Number(value));

const ID_FILTERS = ['eventId', 'vendorId', 'userId'] as const;

/** The filters the address holds; a missing key, or one that is not an id, filters nothing. */
export function filtersFromParams(params: URLSearchParams): ScoreFilters {
  const id = (key: (typeof ID_FILTERS)[number]) => {
    const value = params.get(SCORE_FILTER_PARAMS[key]) ?? '';
    return /^[1-9]\d*$/.test(value) ? value : '';
  };
  return { eventId: id('eventId'), vendorId: id('vendorId'), userId: id('userId'), noVote: params.get(SCORE_FILTER_PARAMS.noVote) === '1' };
}

/** The address with `filters` in place of the ones it held, its other keys (the tab) kept; a filter that keeps everything leaves no key. */
export function withFilters(params: URLSearchParams, filters: ScoreFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ID_FILTERS) {
    if (filters[key] === '') next.delete(SCORE_FILTER_PARAMS[key]);
    else next.set(SCORE_FILTER_PARAMS[key], filters[key]);
  }
  if (filters.noVote) next.set(SCORE_FILTER_PARAMS.noVote, '1');
  else next.delete(SCORE_FILTER_PARAMS.noVote);
  return next;
}

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
