import type { Score } from '@vsp/bff/api-types';
import { makeEvent, makeQuestion, makeScore, makeVendor, siteConfig } from '../../../test/fixtures';
import type { Fixtures } from '../../../test/renderWithProviders';

export const activeEvent = makeEvent({ id: 1, name: 'Spring Demo Day', status: 'Active', startDate: '2025-03-05' });
export const closedEvent = makeEvent({ id: 2, name: 'Winter Review', status: 'Closed' });

export const securityQuestion = makeQuestion({ id: 11, eventId: 1, text: 'Security', description: 'Controls and certifications' });
export const supportQuestion = makeQuestion({ id: 12, eventId: 1, text: 'Support' });

// Listed out of order: the grid orders vendors by their order field.
export const vendorB = makeVendor({ id: 200, name: 'Vendor B', order: 2 });
export const vendorA = makeVendor({ id: 100, name: 'Vendor A', order: 1, company: 'Alpha Systems' });

export const scoredFour = makeScore({ eventId: 1, questionId: 11, vendorId: 100, score: 4, comments: 'Strong demo', followupQuestions: 'Ask about pricing' });
export const noVote = makeScore({ eventId: 1, questionId: 12, vendorId: 200, score: 0 });

/** Two questions by two vendors, two cells scored (one No Vote); the same grid again for the Closed event. */
export function scoringFixtures(overrides: Partial<Fixtures> = {}, scores: Score[] = [scoredFour, noVote]): Fixtures {
  const closedQuestions = [securityQuestion, supportQuestion].map((q) => ({ ...q, id: q.id + 10, eventId: 2 }));
  const closedScores = scores.map((s) => ({ ...s, eventId: 2, questionId: s.questionId + 10 }));
  return {
    '/api/events': { data: [activeEvent, closedEvent] },
    '/api/vendors': { data: [vendorB, vendorA] },
    '/api/events/1/questions': { data: [securityQuestion, supportQuestion] },
    '/api/events/1/scores': { data: scores },
    '/api/events/2/questions': { data: closedQuestions },
    '/api/events/2/scores': { data: closedScores },
    '/api/admin/event-vendor-info': {
      data: [
        { eventId: 1, vendorId: 100, info: 'Booth 12, 10:00' },
        { eventId: 2, vendorId: 100, info: 'Other event line' },
      ],
    },
    '/api/site-config': { data: siteConfig },
    ...overrides,
  };
}
