import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';
import type { ScoreCell } from '../utils/scoreRows';

/**
 * The changes of one cell (an evaluator's score of a vendor on a question of an event), newest first,
 * as the BFF's default page gives them. The query names the cell in one fixed order, so every reader
 * of a cell shares one cache key.
 */
export const useScoreHistory = (cell: ScoreCell) =>
  useApi(api.scores.history, { eventId: cell.eventId, vendorId: cell.vendorId, questionId: cell.questionId, userId: cell.userId });
