import type { Question, QuestionPayload } from '@vsp/bff/api-types';
import { send } from '@vsp/api-client';
import { adminKeys, ANALYSIS_KEYS } from '../../../lib/keys';

/** Deleting a question also removes its scores. */
export const QUESTION_STALE_KEYS = [adminKeys.questions, adminKeys.scores, ...ANALYSIS_KEYS];

export const createQuestion = (payload: QuestionPayload) => send<Question>('POST', adminKeys.questions, payload);

export const updateQuestion = (id: number, payload: QuestionPayload) => send<Question>('PUT', `${adminKeys.questions}/${id}`, payload);

export const deleteQuestion = (id: number) => send<null>('DELETE', `${adminKeys.questions}/${id}`);
