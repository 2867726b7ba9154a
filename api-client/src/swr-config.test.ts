import { isScoresKey, swrConfig } from './swr-config';

describe('cache rules', () => {
  it('treats keys with a scores segment as always stale', () => {
    expect(isScoresKey('/api/events/3/scores')).toBe(true);
    expect(isScoresKey('/api/admin/scores')).toBe(true);
    expect(isScoresKey(['/api/events', 3, 'scores'])).toBe(true);
    expect(isScoresKey('/api/user/scores')).toBe(true);
  });

  it('keeps every other key fresh', () => {
    expect(isScoresKey('/api/events')).toBe(false);
    expect(isScoresKey('/api/scoresheet')).toBe(false);
    expect(isScoresKey(null)).toBe(false);
  });

  it('never refetches on focus, polls or retries', () => {
    expect(swrConfig).toMatchObject({ revalidateOnFocus: false, refreshInterval: 0, shouldRetryOnError: false, revalidateIfStale: false });
  });
});
