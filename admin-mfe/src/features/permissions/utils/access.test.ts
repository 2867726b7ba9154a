import { accessLookup } from './access';

describe('accessLookup', () => {
  it('gives access without a record and follows a record when there is one', () => {
    const hasAccess = accessLookup([
      { userId: 7, eventId: 1, hasAccess: false },
      { userId: 7, eventId: 2, hasAccess: true },
    ]);
    expect(hasAccess(7, 1)).toBe(false);
    expect(hasAccess(7, 2)).toBe(true);
    expect(hasAccess(7, 3)).toBe(true);
    expect(hasAccess(8, 1)).toBe(true);
  });
});
