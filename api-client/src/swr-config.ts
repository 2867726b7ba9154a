import type { Middleware, SWRConfiguration } from 'swr';
import { fetcher } from './client';

function keyPath(key: unknown): string {
  return Array.isArray(key) ? key.join('/') : typeof key === 'string' ? key : '';
}

export function isScoresKey(key: unknown): boolean {
  // The query string (a page of the admin list) does not change what the path names.
  return keyPath(key).split('?')[0].split('/').includes('scores');
}

// Score lists change under other people's hands, so they alone are always stale and refetched.
const scoresAlwaysStale: Middleware = (useSWRNext) => (key, fn, config) =>
  useSWRNext(key, fn, isScoresKey(key) ? { ...config, revalidateIfStale: true, revalidateOnMount: true } : config);

/** No refetch on focus, no polling, no retries; cached data stays fresh. */
export const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  use: [scoresAlwaysStale],
};
