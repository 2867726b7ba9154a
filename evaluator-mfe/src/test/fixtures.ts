import type { CurrentUser, Question, Score, ScoringEvent, SiteConfig, UserQuestion, Vendor } from '@vsp/bff/api-types';

export const evaluator: CurrentUser = { id: 7, name: 'Robin Evaluator', isAdmin: false };
export const admin: CurrentUser = { id: 1, name: 'Alex Admin', isAdmin: true };

export function makeEvent(overrides: Partial<ScoringEvent> & Pick<ScoringEvent, 'id' | 'name'>): ScoringEvent {
  return {
    description: `About ${overrides.name}`,
    status: 'Active',
    order: overrides.id,
    isActive: true,
    startDate: '2025-03-05',
    endDate: null,
    location: null,
    ...overrides,
  };
}

export function makeVendor(overrides: Partial<Vendor> & Pick<Vendor, 'id' | 'name'>): Vendor {
  return { company: `${overrides.name} Ltd`, logo: null, description: null, order: overrides.id, isActive: true, ...overrides };
}

export function makeQuestion(overrides: Partial<Question> & Pick<Question, 'id' | 'eventId' | 'text'>): Question {
  return { description: null, order: overrides.id, isActive: true, ...overrides };
}

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
