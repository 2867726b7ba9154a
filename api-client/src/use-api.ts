import type { AnyEndpoint, PathArgs, ResponseOf } from '@vsp/contract';
import useSWR, { type SWRResponse } from 'swr';

type ReadEndpoint = AnyEndpoint & { method: 'GET' };
type ReadArgs<E extends ReadEndpoint> = PathArgs<E['route'], NonNullable<E['types']>['query']> | [null];

/**
 * How one read departs from the shared cache rules, and only these ways: the rest (no refetch on
 * focus, no retries, cached data fresh) holds for every read.
 */
export interface ReadOptions {
  /** Read afresh each time a screen shows it, for answers that others change while it is open (analysis of live scores). */
  revalidateOnMount?: boolean;
  /** Keep the last answer on screen while a new key (the next page, another search) loads, so a table does not blank. */
  keepPreviousData?: boolean;
}

const SHARED_RULES: ReadOptions = {};

/**
 * Reads one endpoint through the shared cache, with `options` for how this read departs from the
 * shared rules; its path is the cache key. Pass `null` instead of the parameters to wait (no
 * request) until they are known.
 */
export function useApiWith<E extends ReadEndpoint>(options: ReadOptions, endpoint: E, ...args: ReadArgs<E>): SWRResponse<ResponseOf<E>, Error> {
  const key = args[0] === null ? null : (endpoint.path as (...values: unknown[]) => string)(...args);
  return useSWR<ResponseOf<E>, Error>(key, options);
}

/**
 * Reads one endpoint through the shared cache; its path is the cache key. Pass `null` instead of
 * the parameters to wait (no request) until they are known.
 */
export function useApi<E extends ReadEndpoint>(endpoint: E, ...args: ReadArgs<E>): SWRResponse<ResponseOf<E>, Error> {
  return useApiWith(SHARED_RULES, endpoint, ...args);
}
