import { renderHook, waitFor } from '@testing-library/react';
import { api } from '@vsp/contract';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from './swr-config';
import { useApi, useApiWith } from './use-api';

/** The shared cache rules over a cache already holding `cached`, and a fetcher that answers each key with its read count. */
function cacheWith(cached: Record<string, unknown> = {}) {
  const cache = new Map<string, unknown>(Object.entries(cached).map(([key, data]) => [key, { data }]));
  const reads: string[] = [];
  const answers = new Map<string, () => void>();
  const fetcher = (key: string) =>
    new Promise<string>((resolve) => {
      reads.push(key);
      answers.set(key, () => resolve(`read ${reads.length} of ${key}`));
    });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrConfig, provider: () => cache as never, fetcher, dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  const answer = (key: string) => answers.get(key)?.();
  return { reads, wrapper, answer };
}

const vendors = api.vendors.adminList.path();

describe('useApi', () => {
  it('keys the read by the contract path and keeps a cached answer without reading again', async () => {
    const events = api.events.adminList.path();
    const { reads, wrapper } = cacheWith({ [vendors]: 'cached', [events]: 'cached' });
    const { result } = renderHook(() => useApi(api.vendors.adminList), { wrapper });
    // A read on mount starts on the next animation frame: once one has, the plain read would have too.
    renderHook(() => useApiWith({ revalidateOnMount: true }, api.events.adminList), { wrapper });
    await waitFor(() => expect(reads).toEqual([events]));
    expect(result.current.data).toBe('cached');
  });

  it('reads nothing while the parameters are null', () => {
    const { reads, wrapper } = cacheWith();
    const { result } = renderHook(() => useApi(api.schedules.adminList, null), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(reads).toEqual([]);
  });
});

describe('useApiWith', () => {
  it('reads afresh on mount with revalidateOnMount, though the cache holds an answer', async () => {
    const { reads, wrapper, answer } = cacheWith({ [vendors]: 'cached' });
    const { result } = renderHook(() => useApiWith({ revalidateOnMount: true }, api.vendors.adminList), { wrapper });
    expect(result.current.data).toBe('cached');
    await waitFor(() => expect(reads).toEqual([vendors]));
    answer(vendors);
    await waitFor(() => expect(result.current.data).toBe(`read 1 of ${vendors}`));
  });

  it('keeps the last answer while a new key loads with keepPreviousData, and drops it without', async () => {
    const first = api.users.adminList.path({ limit: 50, offset: 0 });
    const next = api.users.adminList.path({ limit: 50, offset: 50 });
    const { wrapper, answer } = cacheWith({ [first]: 'first page' });
    const kept = renderHook(({ offset }) => useApiWith({ keepPreviousData: true }, api.users.adminList, { limit: 50, offset }), {
      wrapper,
      initialProps: { offset: 0 },
    });
    const plain = renderHook(({ offset }) => useApi(api.users.adminList, { limit: 50, offset }), { wrapper, initialProps: { offset: 0 } });
    kept.rerender({ offset: 50 });
    plain.rerender({ offset: 50 });
    expect(kept.result.current.data).toBe('first page');
    expect(plain.result.current.data).toBeUndefined();
    answer(next);
    await waitFor(() => expect(kept.result.current.data).toBe(`read 1 of ${next}`));
  });
});
