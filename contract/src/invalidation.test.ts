import { below, isStale, PUBLIC_CACHES, staleAfter } from './invalidation';

describe('isStale', () => {
  it('matches a key exactly or with a query string', () => {
    expect(isStale('/api/admin/scores', ['/api/admin/scores'])).toBe(true);
    expect(isStale('/api/admin/scores?offset=50', ['/api/admin/scores'])).toBe(true);
    expect(isStale('/api/admin/scores-old', ['/api/admin/scores'])).toBe(false);
    expect(isStale('/api/events/1/scores', ['/api/events'])).toBe(false);
  });

  it('matches everything below a key that ends in a slash', () => {
    expect(isStale('/api/events/1/questions', [below('/api/events')])).toBe(true);
    expect(isStale('/api/events', [below('/api/events')])).toBe(false);
  });
});

describe('staleAfter', () => {
  it('after a score save lists the event scores, the event list and the admin lists', () => {
    expect(staleAfter.scoreSave(4)).toEqual(
      expect.arrayContaining([
        '/api/events/4/scores',
        '/api/events',
        '/api/admin/scores',
        '/api/admin/events',
        '/api/admin/users',
        '/api/admin/questions',
        '/api/admin/vendors',
        '/api/admin/user-permissions',
      ]),
    );
    // A save refreshes the one event's scores, not every event's cached pages.
    expect(isStale('/api/events/5/scores', staleAfter.scoreSave(4))).toBe(false);
  });

  it('after every admin change refreshes the public caches and the pages below them', () => {
    const adminChanges = Object.entries(staleAfter).filter(([name]) => name !== 'scoreSave');
    for (const [, keys] of adminChanges) {
      expect(keys).toEqual(expect.arrayContaining(PUBLIC_CACHES));
      expect(isStale('/api/content/instructions', keys as string[])).toBe(true);
      expect(isStale('/api/events/2/questions', keys as string[])).toBe(true);
    }
  });
});
