import { makeScore } from '../../../../test/fixtures';
import { formatScore, toScoreRow } from './scoreRows';

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
    expect(toScoreRow(makeScore({ id: 1, userId: 4, userName: null, eventId: 5, eventName: null, vendorId: 6, vendorName: null, score: 3 }))).toEqual({
      id: 1,
      user: 'User 4',
      event: 'Event 5',
      vendor: 'Vendor 6',
      score: '3',
    });
  });
});
