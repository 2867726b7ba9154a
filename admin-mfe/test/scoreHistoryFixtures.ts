import type { ScoreHistoryItem } from '@vsp/contract';
import { alphaLedger, platformReview, robin } from './fixtures';

/** A change of Robin's score of Alpha Ledger on question 101 of the Platform Review, made by Robin. */
export function makeHistoryItem(overrides: Partial<ScoreHistoryItem> & Pick<ScoreHistoryItem, 'id'>): ScoreHistoryItem {
  return {
    userId: robin.id,
    eventId: platformReview.id,
    vendorId: alphaLedger.id,
    questionId: 101,
    action: 'created',
    oldScore: null,
    newScore: 4,
    oldComments: null,
    newComments: null,
    oldFollowupQuestions: null,
    newFollowupQuestions: null,
    actorId: robin.id,
    actorName: robin.name,
    at: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}
