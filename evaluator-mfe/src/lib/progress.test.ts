import type { UserPermission, UserQuestion } from '@vsp/contract';
import { accessibleActiveEvents, eventProgress, hasEventAccess, isEventComplete, overallProgress, type ProgressData } from './progress';

const question = (id: number, eventId: number, isActive = true): UserQuestion => ({ id, eventId, isActive });
const vendor = (id: number, isActive = true) => ({ id, isActive });
const score = (eventId: number, questionId: number, vendorId: number, value: unknown = 3) => ({ eventId, questionId, vendorId, score: value });
const noAccess = (eventId: number): UserPermission => ({ userId: 7, eventId, hasAccess: false });

describe('an answered cell', () => {
  const oneCell = (value: unknown): ProgressData => ({
    questions: [question(1, 10)],
    vendors: [vendor(100)],
    scores: [{ eventId: 10, questionId: 1, vendorId: 100, score: value }],
  });

  it.each([0, 1, 5, 'no vote', 'No Vote', 'NO VOTE', 'anything else', 7])('counts %p as answered', (value) => {
    expect(eventProgress(10, oneCell(value))).toBe(100);
  });

  it.each([null, undefined, '', '   '])('does not count %p', (value) => {
    expect(eventProgress(10, oneCell(value))).toBe(0);
  });
});

describe('hasEventAccess', () => {
  it('grants access when there is no permission row', () => {
    expect(hasEventAccess(1, [])).toBe(true);
  });

  it('grants access when the row says so and refuses it when hasAccess is false', () => {
    expect(hasEventAccess(1, [{ userId: 7, eventId: 1, hasAccess: true }])).toBe(true);
    expect(hasEventAccess(1, [noAccess(1)])).toBe(false);
    expect(hasEventAccess(2, [noAccess(1)])).toBe(true);
  });
});

describe('eventProgress', () => {
  const data: ProgressData = {
    questions: [question(1, 10), question(2, 10), question(3, 20)],
    vendors: [vendor(100), vendor(200)],
    scores: [score(10, 1, 100), score(10, 2, 200, 0), score(20, 3, 100)],
  };

  it('divides answered cells by active questions times active vendors, rounded', () => {
    expect(eventProgress(10, data)).toBe(50);
    expect(eventProgress(20, data)).toBe(50);
    expect(eventProgress(10, { ...data, scores: [score(10, 1, 100)] })).toBe(25);
    expect(eventProgress(10, { ...data, vendors: [vendor(100), vendor(200), vendor(300)], scores: [score(10, 1, 100)] })).toBe(17);
  });

  it('counts a No Vote as answered', () => {
    expect(eventProgress(10, { ...data, scores: [score(10, 1, 100, 0), score(10, 1, 200, 'no vote')] })).toBe(50);
  });

  it('ignores unanswered rows', () => {
    expect(eventProgress(10, { ...data, scores: [score(10, 1, 100, null), score(10, 2, 100, '')] })).toBe(0);
  });

  it('is 0 when the event has no active question or there is no active vendor', () => {
    expect(eventProgress(30, data)).toBe(0);
    expect(eventProgress(10, { ...data, vendors: [] })).toBe(0);
    expect(eventProgress(10, { ...data, vendors: [vendor(100, false)] })).toBe(0);
    expect(eventProgress(10, { ...data, questions: [question(1, 10, false)] })).toBe(0);
  });

  it('leaves inactive questions and vendors out of both the cells and the answers', () => {
    const withInactive: ProgressData = {
      questions: [question(1, 10), question(2, 10, false)],
      vendors: [vendor(100), vendor(200, false)],
      scores: [score(10, 1, 100), score(10, 2, 100), score(10, 1, 200), score(10, 2, 200)],
    };
    expect(eventProgress(10, withInactive)).toBe(100);
  });

  it("leaves a declared conflict's vendor out of the cells and the answers, in its own event only", () => {
    // Vendor 200 declared in event 10: its cells go, the score on it does not count.
    const declared: ProgressData = { ...data, conflicts: new Map([[10, [200]]]) };
    expect(eventProgress(10, declared)).toBe(50);
    expect(eventProgress(10, { ...declared, scores: [score(10, 1, 100), score(10, 2, 100), score(10, 2, 200)] })).toBe(100);
    expect(isEventComplete(10, { ...declared, scores: [score(10, 1, 100), score(10, 2, 100)] })).toBe(true);
    expect(eventProgress(20, declared)).toBe(50);
  });

  it('reaches 100 when every cell is answered and counts a cell once', () => {
    const full: ProgressData = {
      ...data,
      scores: [score(10, 1, 100), score(10, 1, 100, 4), score(10, 1, 200), score(10, 2, 100), score(10, 2, 200)],
    };
    expect(eventProgress(10, full)).toBe(100);
  });
});

describe('overallProgress and accessibleActiveEvents', () => {
  const events = [
    { id: 10, status: 'Active' },
    { id: 20, status: 'Active' },
    { id: 30, status: 'Closed' },
    { id: 40, status: 'Active' },
  ];
  const data: ProgressData = {
    // Event 10 has 2 cells, event 20 has 4, event 30 (Closed) 2, event 40 (locked below) 2.
    questions: [question(1, 10), question(2, 20), question(3, 20), question(4, 30), question(5, 40)],
    vendors: [vendor(100), vendor(200)],
    scores: [score(10, 1, 100), score(10, 1, 200), score(20, 2, 100), score(30, 4, 100), score(30, 4, 200), score(40, 5, 100)],
  };

  it('sums answered cells over the cells of every accessible Active event', () => {
    // (2 + 1 + 1) of (2 + 4 + 2)
    expect(overallProgress(events, [], data)).toBe(50);
  });

  it('leaves out events the user has no access to', () => {
    // (2 + 1) of (2 + 4)
    expect(overallProgress(events, [noAccess(40)], data)).toBe(50);
    // 1 of 4
    expect(overallProgress(events, [noAccess(40), noAccess(10)], data)).toBe(25);
  });

  it('leaves out events that are not Active, including a missing status', () => {
    expect(accessibleActiveEvents([...events, { id: 50, status: '' }], []).map((e) => e.id)).toEqual([10, 20, 40]);
    expect(overallProgress([{ id: 30, status: 'Closed' }], [], data)).toBe(0);
  });

  it('is 0 when no accessible Active event has cells', () => {
    expect(overallProgress([], [], data)).toBe(0);
    expect(overallProgress(events, [noAccess(10), noAccess(20), noAccess(40)], data)).toBe(0);
    expect(accessibleActiveEvents(events, [noAccess(10), noAccess(20), noAccess(40)])).toEqual([]);
  });
});

describe('isEventComplete', () => {
  const questions = Array.from({ length: 201 }, (_, index) => question(index + 1, 10));
  const answered = (count: number): ProgressData => ({
    questions,
    vendors: [vendor(100)],
    scores: questions.slice(0, count).map((q) => score(10, q.id, 100, 0)),
  });

  it('is true only when every cell is answered, though one missing cell of 201 already reads 100%', () => {
    expect(eventProgress(10, answered(200))).toBe(100);
    expect(isEventComplete(10, answered(200))).toBe(false);
    expect(isEventComplete(10, answered(201))).toBe(true);
  });

  it('is false for an event without cells', () => {
    expect(isEventComplete(10, { questions: [], vendors: [vendor(100)], scores: [] })).toBe(false);
  });
});
