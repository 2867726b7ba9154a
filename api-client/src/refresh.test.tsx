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
    const users = api.users.adminList.path();
    const events = api.events.list.path();
    const questions = api.questions.ofEvent.path({ eventId: 3 });
    const instructions = api.content.page.path({ slug: 'instructions' });
    const { reads, wrapper } = cacheWith([users, api.vendors.adminList.path(), events, questions, instructions]);
    const { result } = renderHook(() => useRefresh(), { wrapper });
    await act(() => result.current(staleAfter.userChange));
    expect(reads.sort()).toEqual([users, events, questions, instructions].sort());
  });

  it('after a score save refreshes that event only', async () => {
    const saved = api.scores.ofEvent.path({ eventId: 3 });
    const { reads, wrapper } = cacheWith([saved, api.scores.ofEvent.path({ eventId: 4 }), api.questions.ofEvent.path({ eventId: 3 })]);
    const { result } = renderHook(() => useRefresh(), { wrapper });
    await act(() => result.current(staleAfter.scoreSave(3)));
    expect(reads).toEqual([saved]);
  });
});

describe('useAction', () => {
  it('answers true once the change is confirmed and refreshes what it made stale, false when the change fails', async () => {
    const { reads, wrapper } = cacheWith([api.users.adminList.path()]);
    const { result } = renderHook(() => useAction(), { wrapper });
    let ok = false;
    await act(async () => {
      ok = await result.current.run(async () => 1, { stale: staleAfter.userChange, success: { title: 'Done' }, failure: 'Failed' });
    });
    expect(ok).toBe(true);
    expect(reads).toEqual([api.users.adminList.path()]);
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
