import { act, renderHook } from '@testing-library/react';
import { api, staleAfter } from '@vsp/contract';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useAction } from './action';
import { useRefresh } from './refresh';

/** A cache already holding some keys, and a fetcher that answers each key with how often it was read. */
function cacheWith(keys: string[]) {
  const cache = new Map<string, unknown>(keys.map((key) => [key, { data: 'old' }]));
  const reads: string[] = [];
  const fetcher = async (key: string) => {
    reads.push(key);
    return `fresh ${key}`;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache as never, fetcher, dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  return { cache, reads, wrapper };
}

describe('useRefresh', () => {
  it('refetches only the cached keys a change lists, with the pages below listed paths', async () => {
    const { reads, wrapper } = cacheWith([
      '/api/admin/users',
      '/api/admin/vendors',
      '/api/events',
      '/api/events/3/questions',
      '/api/content/instructions',
    ]);
    const { result } = renderHook(() => useRefresh(), { wrapper });
    await act(() => result.current(staleAfter.userChange));
    expect(reads.sort()).toEqual(['/api/admin/users', '/api/content/instructions', '/api/events', '/api/events/3/questions']);
  });

  it('after a score save refreshes that event only', async () => {
    const { reads, wrapper } = cacheWith(['/api/events/3/scores', '/api/events/4/scores', '/api/events/3/questions']);
    const { result } = renderHook(() => useRefresh(), { wrapper });
    await act(() => result.current(staleAfter.scoreSave(3)));
    expect(reads).toEqual(['/api/events/3/scores']);
  });
});

describe('useAction', () => {
  it('answers true after the change and its refresh, false when the change fails', async () => {
    const { reads, wrapper } = cacheWith([api.users.adminList.path()]);
    const { result } = renderHook(() => useAction(), { wrapper });
    let ok = false;
    await act(async () => {
      ok = await result.current.run(async () => 1, { stale: staleAfter.userChange, success: { title: 'Done' }, failure: 'Failed' });
    });
    expect(ok).toBe(true);
    expect(reads).toEqual(['/api/admin/users']);
    await act(async () => {
      ok = await result.current.run(
        async () => {
          throw new Error('boom');
        },
        { stale: staleAfter.userChange, success: { title: 'Done' }, failure: 'Failed' },
      );
    });
    expect(ok).toBe(false);
    expect(reads).toHaveLength(1);
    expect(result.current.pending).toBe(false);
  });
});
