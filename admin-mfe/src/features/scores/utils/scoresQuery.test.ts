import { filtersFromParams, NO_SCORE_FILTERS, withFilters } from './scoresQuery';

describe('the Scores filters in the address', () => {
  it('read the ids and the No Votes the address names', () => {
    expect(filtersFromParams(new URLSearchParams('tab=scores&event=3&vendor=4&user=5&noVote=1'))).toEqual({ eventId: '3', vendorId: '4', userId: '5', noVote: true });
    expect(filtersFromParams(new URLSearchParams('tab=scores'))).toEqual(NO_SCORE_FILTERS);
  });

  it('filter nothing on a value that is not an id', () => {
    expect(filtersFromParams(new URLSearchParams('event=abc&vendor=0&user=-2&noVote=yes'))).toEqual(NO_SCORE_FILTERS);
  });

  it('write each filter under its key, leave the other keys, and take out what filters nothing', () => {
    const written = withFilters(new URLSearchParams('tab=scores&view=how-sure&user=9'), { eventId: '3', vendorId: '', userId: '', noVote: true });
    expect(written.toString()).toBe('tab=scores&view=how-sure&event=3&noVote=1');
    expect(filtersFromParams(written)).toEqual({ eventId: '3', vendorId: '', userId: '', noVote: true });
  });
});
