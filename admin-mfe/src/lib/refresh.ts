import { useCallback } from 'react';
import { useSWRConfig, type Key } from 'swr';
import { PUBLIC_KEYS } from './keys';

function isStale(key: string, keys: readonly string[]): boolean {
  return keys.includes(key) || PUBLIC_KEYS.some((path) => key === path || key.startsWith(`${path}/`));
}

/**
 * Refetches the given keys and the public caches, wherever they are cached. The shell keeps data
 * fresh forever, so a plain revalidation would reach only mounted hooks: the evaluator's lists, not
 * on screen while the admin panel is, would come back stale. Each cached key is fetched afresh and
 * written to the cache instead.
 */
export function useRefresh() {
  const { cache, mutate, fetcher } = useSWRConfig();
  return useCallback(
    async (keys: readonly string[]) => {
      const cached = [...cache.keys()].filter((key) => !key.startsWith('$') && isStale(key, keys));
      await Promise.all(
        cached.map((key) =>
          mutate(key, (fetcher as (key: Key) => Promise<unknown>)(key), { revalidate: false }).catch((error: unknown) =>
            console.error(`Refreshing ${key} failed`, error),
          ),
        ),
      );
    },
    [cache, mutate, fetcher],
  );
}
