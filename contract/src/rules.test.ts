import { allowsScoring, displayEventStatus, hasAccess, isAnswered, ratingOf, scoreLabel } from './rules';

describe('rules', () => {
  it('label scores, 0 as No Vote', () => {
    expect([5, 4, 3, 2, 1, 0].map(scoreLabel)).toEqual(['Exceptional', 'Very Good', 'Good', 'Fair', 'Poor', 'No Vote']);
  });

  it('rate averages in bands', () => {
    expect([4, 3.99, 3, 2, 1.99].map(ratingOf)).toEqual(['Excellent', 'Good', 'Good', 'Fair', 'Poor']);
  });

  it('count "no vote", numbers and non-empty text as answers', () => {
    expect([0, 5, 'No Vote', 'x'].every(isAnswered)).toBe(true);
    expect([null, undefined, '', '  '].some(isAnswered)).toBe(false);
  });

  it('show a missing status as Scheduled and allow scoring only when Active', () => {
    expect(displayEventStatus(null)).toBe('Scheduled');
    expect(displayEventStatus('  ')).toBe('Scheduled');
    expect(allowsScoring('Active')).toBe(true);
    expect(allowsScoring('Closed')).toBe(false);
    expect(allowsScoring(undefined)).toBe(false);
  });

  it('grant access without a record', () => {
    expect(hasAccess(undefined)).toBe(true);
    expect(hasAccess({ hasAccess: false })).toBe(false);
    expect(hasAccess({ hasAccess: true })).toBe(true);
  });
});
