import { api, type CurrentUser, type Question, type Score, type SiteConfig, type UserQuestion } from '@vsp/contract';

export { makeEvent, makeQuestion, makeVendor } from '@vsp/test-support/api-fixtures';

/** The fixture keys of what the evaluator screens read: the contract's paths. */
export const keys = {
  events: api.events.list.path(),
  vendors: api.vendors.list.path(),
  myPermissions: api.permissions.mine.path(),
  myScores: api.scores.mine.path(),
  myQuestions: api.questions.mine.path(),
  mySubmissions: api.submissions.mine.path(),
  questions: (eventId: number) => api.questions.ofEvent.path({ eventId }),
  scores: (eventId: number) => api.scores.ofEvent.path({ eventId }),
  vendorInfo: api.eventVendorInfo.list.path(),
  siteConfig: api.site.config.path(),
  content: (slug: string) => api.content.page.path({ slug }),
};

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
