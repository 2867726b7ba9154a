import { useApi, useApiWith } from '@vsp/api-client';
import { api } from '@vsp/contract';
import type { ScoreCell } from '../utils/scoreRows';
import { scoresQuery, type ScoreFilters } from '../utils/scoresQuery';

/** The first page of every score, with how many there are; no query string: the BFF's default page is the rows the Scores tab shows. */
export const useAdminScores = () => useApi(api.scores.adminList);

/** The page of scores the filters keep from `offset`; the rows shown stay while the next page or filter loads, so the table does not blank. */
export const useScoresPage = (filters: ScoreFilters, offset: number) => useApiWith({ keepPreviousData: true }, api.scores.adminList, scoresQuery(filters, offset));

/**
 * The changes of one cell (an evaluator's score of a vendor on a question of an event), newest first,
 * as the BFF's default page gives them. The query names the cell in one fixed order, so every reader
 * of a cell shares one cache key.
 */
export const useScoreHistory = (cell: ScoreCell) =>
  useApi(api.scores.history, { eventId: cell.eventId, vendorId: cell.vendorId, questionId: cell.questionId, userId: cell.userId });
