import { api } from '@vsp/contract';
import { isScoresKey, swrConfig } from './swr-config';

describe('cache rules', () => {
  it('treats keys with a scores segment as always stale', () => {
    expect(isScoresKey(api.scores.ofEvent.path({ eventId: 3 }))).toBe(true);
    expect(isScoresKey(api.scores.adminList.path({ offset: 50 }))).toBe(true);
    expect(isScoresKey([api.events.list.path(), 3, 'scores'])).toBe(true);
    expect(isScoresKey(api.scores.mine.path())).toBe(true);
  });

  it('keeps every other key fresh', () => {
    expect(isScoresKey(api.events.list.path())).toBe(false);
    // A segment that merely starts with "scores" is another resource.
    expect(isScoresKey(`${api.scores.adminList.path()}heet`)).toBe(false);
    expect(isScoresKey(null)).toBe(false);
  });

  it('never refetches on focus, polls or retries', () => {
    expect(swrConfig).toMatchObject({ revalidateOnFocus: false, refreshInterval: 0, shouldRetryOnError: false, revalidateIfStale: false });
  });
});
