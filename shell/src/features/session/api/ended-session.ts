import { onSessionExpired } from '@vsp/api-client';
import type { CurrentUser } from '@vsp/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { create } from 'zustand';
import { CURRENT_USER_KEY } from './use-current-user';

/** A session that ended under someone's hands: who it was, and the page (path and query) they were on. */
export interface EndedSession {
  userId: number;
  returnTo: string;
}

/** Set while the sign-in screen stands in for a session that ended; signing in clears it. */
export const useEndedSession = create<{ ended: EndedSession | null }>(() => ({ ended: null }));

/**
 * While someone is signed in, a 401 on any call means their session has ended: the sign-in screen
 * takes the place of the frame and remembers the page they were on. Nothing else is cleared: the
 * cache stays, and so do score drafts, which are kept in the browser per person. Answers a function
 * that stops listening, for the person's own sign-out, which is not an expiry.
 */
export function useSessionExpiryWatch(user: CurrentUser): () => void {
  const { mutate } = useSWRConfig();
  const stop = useRef<() => void>(() => undefined);

  useEffect(() => {
    const unsubscribe = onSessionExpired(() => {
      // Several calls may be refused at once; the first tells.
      unsubscribe();
      // The frame's router keeps the browser's address, so the address is the page they were on.
      useEndedSession.setState({ ended: { userId: user.id, returnTo: `${window.location.pathname}${window.location.search}` } });
      void mutate(CURRENT_USER_KEY, null, { revalidate: false });
    });
    stop.current = unsubscribe;
    return unsubscribe;
  }, [user.id, mutate]);

  return useCallback(() => stop.current(), []);
}
