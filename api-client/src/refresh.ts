import { isStale } from '@vsp/contract';
import { useCallback } from 'react';
import { useSWRConfig, type Key } from 'swr';

/**
 * Refetches every cached key the contract's invalidation list names, and settles when all are in.
 * Data stays fresh forever in this cache, so a plain revalidation would reach only the hooks on
 * screen: the evaluator's lists, cached but not shown while the admin panel is, would come back
 * stale. Each stale cached key is fetched afresh and written to the cache instead. A failed refetch
 * keeps the old value and is logged; it never fails the change that asked for it.
 */
export function useRefresh() {
  const { cache, mutate, fetcher } = useSWRConfig();
  return useCallback(
    async (staleKeys: readonly string[]) => {
      const fetchKey = fetcher as (key: Key) => Promise<unknown>;
      const cached = [...cache.keys()].filter((key) => !key.startsWith('$') && isStale(key, staleKeys));
      await Promise.all(
        cached.map((key) =>
          mutate(key, fetchKey(key), { revalidate: false }).catch((error: unknown) => console.error(`Refreshing ${key} failed`, error)),
        ),
      );
    },
    [cache, mutate, fetcher],
  );
}
