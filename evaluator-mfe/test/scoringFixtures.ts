import type { Score } from '@vsp/contract';
import type { Fixtures } from '@vsp/test-support/render';
import { keys, makeEvent, makeQuestion, makeScore, makeVendor, siteConfig } from './fixtures';

export const activeEvent = makeEvent({ id: 1, name: 'Spring Demo Day', status: 'Active', startDate: '2025-03-05' });
export const closedEvent = makeEvent({ id: 2, name: 'Winter Review', status: 'Closed' });

export const securityQuestion = makeQuestion({ id: 11, eventId: 1, text: 'Security', description: 'Controls and certifications' });
export const supportQuestion = makeQuestion({ id: 12, eventId: 1, text: 'Support' });

// Listed out of order: the grid orders vendors by their order field.
export const vendorB = makeVendor({ id: 200, name: 'Vendor B', order: 2 });
export const vendorA = makeVendor({ id: 100, name: 'Vendor A', order: 1, company: 'Alpha Systems' });

export const scoredFour = makeScore({ eventId: 1, questionId: 11, vendorId: 100, score: 4, comments: 'Strong demo', followupQuestions: 'Ask about pricing' });
export const noVote = makeScore({ eventId: 1, questionId: 12, vendorId: 200, score: 0 });

/**
 * Two questions by two vendors, two cells scored (one No Vote); the same grid again for the Closed
 * event. No vendor documents and no presentation slots unless the overrides add them.
 */
export function scoringFixtures(overrides: Fixtures = {}, scores: Score[] = [scoredFour, noVote]): Fixtures {
  const closedQuestions = [securityQuestion, supportQuestion].map((q) => ({ ...q, id: q.id + 10, eventId: 2 }));
  const closedScores = scores.map((s) => ({ ...s, eventId: 2, questionId: s.questionId + 10 }));
  return {
    [keys.events]: { data: [activeEvent, closedEvent] },
    [keys.vendors]: { data: [vendorB, vendorA] },
    [keys.questions(1)]: { data: [securityQuestion, supportQuestion] },
    [keys.scores(1)]: { data: scores },
    [keys.questions(2)]: { data: closedQuestions },
    [keys.scores(2)]: { data: closedScores },
    [keys.vendorInfo]: {
      data: [
        { eventId: 1, vendorId: 100, info: 'Booth 12, 10:00' },
        { eventId: 2, vendorId: 100, info: 'Other event line' },
      ],
    },
    [keys.siteConfig]: { data: siteConfig },
    [keys.mySubmissions]: { data: [] },
    [keys.eventVendorFiles(1)]: { data: [] },
    [keys.eventVendorFiles(2)]: { data: [] },
    [keys.schedules(1)]: { data: [] },
    [keys.schedules(2)]: { data: [] },
    ...overrides,
  };
}
