import { averageSummary } from './summary';

describe('averageSummary', () => {
  it("weighs each vendor's mean by its 1..5 scores, so every score counts alike; No Votes count as responses only", () => {
    // 3 scores averaging 4 and 1 score of 2 (plus a No Vote): (12 + 2) / 4.
    const summary = averageSummary([
      { average: 4, responses: 3, noVotes: 0 },
      { average: 2, responses: 2, noVotes: 1 },
    ]);
    expect(summary).toEqual({ average: 3.5, responses: 5, noVotes: 1 });
  });

  it('has no average without a 1..5 score, and leaves unscored vendors out of it', () => {
    expect(averageSummary([{ average: null, responses: 2, noVotes: 2 }])).toEqual({ average: null, responses: 2, noVotes: 2 });
    expect(averageSummary([]).average).toBeNull();
    expect(averageSummary([{ average: 3, responses: 1, noVotes: 0 }, { average: null, responses: 0, noVotes: 0 }]).average).toBe(3);
  });
});
