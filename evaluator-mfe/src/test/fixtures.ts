import type { CurrentUser, Question, Score, SiteConfig, UserQuestion } from '@vsp/bff/api-types';

export { makeEvent, makeQuestion, makeVendor } from '../../../test-support/api-fixtures';

export const evaluator: CurrentUser = { id: 7, name: 'Robin Evaluator', isAdmin: false };
export const admin: CurrentUser = { id: 1, name: 'Alex Admin', isAdmin: true };

export function makeScore(overrides: Partial<Score> & Pick<Score, 'eventId' | 'questionId' | 'vendorId' | 'score'>): Score {
  return {
    id: overrides.questionId * 1000 + overrides.vendorId,
    userId: evaluator.id,
    comments: null,
    followupQuestions: null,
    updatedAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export const toUserQuestion = ({ id, eventId, isActive }: Question): UserQuestion => ({ id, eventId, isActive });

export const siteConfig: SiteConfig = {
  siteName: 'Scoring Portal',
  siteLogoUrl: null,
  clientName: 'Example Client',
  supportEmail: 'support@example.org',
  venueText: 'Main Hall',
};
