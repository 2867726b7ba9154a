import type { CreatedCount, DeletedCount } from '@vsp/bff/api-types';
import { send } from '@vsp/api-client';
import { adminKeys, ANALYSIS_KEYS } from '../../../lib/keys';

/** Scores feed both analyses and the signed-in admin's own progress. */
export const SCORE_STALE_KEYS = [adminKeys.scores, ...ANALYSIS_KEYS, '/api/user/scores'];

export const deleteAllScores = () => send<DeletedCount>('DELETE', adminKeys.scores);

export const generateRandomScores = () => send<CreatedCount>('POST', '/api/admin/generate-random-scores');
