import { formatAverage, ratingOf, responsesLine } from './rating';

describe('ratingOf', () => {
  it.each([
    [5, 'Excellent'],
    [4, 'Excellent'],
    [3.99, 'Good'],
    [3, 'Good'],
    [2.5, 'Fair'],
    [2, 'Fair'],
    [1.99, 'Poor'],
    [1, 'Poor'],
  ])('rates %p as %p', (average, rating) => {
    expect(ratingOf(average)).toBe(rating);
  });
});

describe('formatAverage and responsesLine', () => {
  it('shows two decimals out of 5.00', () => {
    expect(formatAverage(3.456)).toBe('3.46 / 5.00');
    expect(formatAverage(4)).toBe('4.00 / 5.00');
  });

  it('reads "N responses from M users (P%)"', () => {
    expect(responsesLine({ responses: 3, users: 4, percent: 75 })).toBe('3 responses from 4 users (75%)');
  });
});
