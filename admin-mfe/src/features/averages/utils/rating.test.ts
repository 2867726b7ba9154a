import { formatAverage, ratingOf } from '@vsp/contract';
import { ratingVariant } from '../../../lib/rating';
import { responsesLine } from './rating';

describe('rating badges', () => {
  it.each([
    [5, 'Excellent', 'success'],
    [4, 'Excellent', 'success'],
    [3.99, 'Good', 'info'],
    [3, 'Good', 'info'],
    [2.5, 'Fair', 'warning'],
    [2, 'Fair', 'warning'],
    [1.99, 'Poor', 'danger'],
    [1, 'Poor', 'danger'],
  ])('shows %p as %p in a %p badge', (average, rating, variant) => {
    expect(ratingOf(average)).toBe(rating);
    expect(ratingVariant[ratingOf(average)]).toBe(variant);
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

  it('writes one response and one user in the singular', () => {
    expect(responsesLine({ responses: 1, users: 3, percent: 33 })).toBe('1 response from 3 users (33%)');
    expect(responsesLine({ responses: 1, users: 1, percent: 100 })).toBe('1 response from 1 user (100%)');
  });
});
