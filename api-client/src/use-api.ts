import type { AnyEndpoint, PathArgs, ResponseOf } from '@vsp/contract';
import useSWR, { type SWRResponse } from 'swr';

type ReadEndpoint = AnyEndpoint & { method: 'GET' };
type ReadArgs<E extends ReadEndpoint> = PathArgs<E['route'], NonNullable<E['types']>['query']> | [null];

/**
 * Reads one endpoint through the shared cache; its path is the cache key. Pass `null` instead of
 * the parameters to wait (no request) until they are known.
 */
export function useApi<E extends ReadEndpoint>(endpoint: E, ...args: ReadArgs<E>): SWRResponse<ResponseOf<E>, Error> {
  const key = args[0] === null ? null : (endpoint.path as (...values: unknown[]) => string)(...args);
  return useSWR<ResponseOf<E>, Error>(key);
}
