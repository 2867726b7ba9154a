import { makeScore } from '../../../../test/fixtures';
import { describeScore, formatScore, toScoreRow } from './scoreRows';

describe('formatScore', () => {
  it.each([
    [5, '5'],
    [1, '1'],
    [0, 'No Vote'],
    ['No Vote', 'No Vote'],
    ['NO VOTE', 'No Vote'],
    ['n/a', 'n/a'],
    [null, 'No Score'],
    [undefined, 'No Score'],
    ['', 'No Score'],
  ])('shows %p as %p', (score, shown) => {
    expect(formatScore(score)).toBe(shown);
  });
});

describe('toScoreRow', () => {
  it('names references that are gone by their id', () => {
    const score = makeScore({ id: 1, userId: 4, userName: null, eventId: 5, eventName: null, vendorId: 6, vendorName: null, questionId: 7, questionText: null, score: 3 });
    expect(toScoreRow(score)).toEqual({
      id: 1,
      user: 'User 4',
      event: 'Event 5',
      vendor: 'Vendor 6',
      question: 'Question 7',
      score: '3',
      cell: { userId: 4, eventId: 5, vendorId: 6, questionId: 7 },
    });
  });
});

describe('describeScore', () => {
  it("names whose score it is, of which vendor, on which question and in which event", () => {
    expect(describeScore(toScoreRow(makeScore({ id: 1 })))).toBe(`Robin Evaluator's score of Alpha Ledger on "Fit" in Platform Review`);
  });
});
