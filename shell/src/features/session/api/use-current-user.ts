import { httpStatusOf } from '@vsp/api-client';
import { api, type CurrentUser } from '@vsp/contract';
import useSWR from 'swr';

/**
 * The session check's cache key: signing in writes the user there, signing out clears it. When the
 * check answered before the first render, the start-up writes its finding there: the user, or null
 * for nobody signed in.
 */
export const CURRENT_USER_KEY = api.auth.me.path();

export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: CurrentUser };

/** A 401 means signed out; any other failure, a network one included, is logged and treated the same. */
export function useCurrentUser(): SessionState {
  const { data, error, isLoading } = useSWR<CurrentUser | null>(CURRENT_USER_KEY, {
    onError: (failure: unknown) => {
      if (httpStatusOf(failure) !== 401) console.error('Session check failed', failure);
    },
  });
  if (isLoading) return { status: 'loading' };
  if (error || !data) return { status: 'signed-out' };
  return { status: 'signed-in', user: data };
}
