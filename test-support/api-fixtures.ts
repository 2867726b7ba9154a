import type { AdminScoringEvent, Question, ScoringEvent, Vendor } from '@vsp/contract';

/** API rows for the remotes' tests, complete but for what a test cares about. */
export function makeEvent(overrides: Partial<ScoringEvent> & Pick<ScoringEvent, 'id' | 'name'>): ScoringEvent {
  return {
    description: `About ${overrides.name}`,
    status: 'Active',
    order: overrides.id,
    isActive: true,
    startDate: '2025-03-05',
    endDate: null,
    location: null,
    disagreementThreshold: 2,
    scheduleByDates: false,
    requireDeclaration: false,
    ...overrides,
  };
}

/** An event as the administrators' list gives it: the status set by hand is the effective one unless the overrides say otherwise. */
export function makeAdminEvent(overrides: Partial<AdminScoringEvent> & Pick<AdminScoringEvent, 'id' | 'name'>): AdminScoringEvent {
  const event = makeEvent(overrides);
  return { storedStatus: event.status, priceWeight: 0, priceFormula: 'ratio', ...event };
}

export function makeVendor(overrides: Partial<Vendor> & Pick<Vendor, 'id' | 'name'>): Vendor {
  return { company: `${overrides.name} Ltd`, logo: null, description: null, order: overrides.id, isActive: true, ...overrides };
}

export function makeQuestion(overrides: Partial<Question> & Pick<Question, 'id' | 'eventId' | 'text'>): Question {
  return { description: null, order: overrides.id, isActive: true, weight: 1, section: null, kind: 'scale', minimum: null, ...overrides };
}
