import { api, type CurrentUser, type RemotesConfig } from '@vsp/contract';
import { prefetchRemote, remoteForPath } from '../features/remotes/registration';
import { bodyOf, takeEarlyAnswer } from '../lib/early-requests';
import { loadSignedInFrame } from './load-signed-in-frame';

let prefetched: Promise<unknown> = Promise.resolve();

/**
 * For someone already signed in, starts what their first screen needs once the session check has
 * answered, beside React rather than after it: the signed-in frame, and their area's remote
 * registered, fetched and run.
 */
export function prefetchSignedIn(user: CurrentUser): void {
  // A failure here is left for the frame's own load to report, with its error view.
  const frame = loadSignedInFrame().catch(() => undefined);
  const early = takeEarlyAnswer(api.site.remotes.path());
  const remote = early && prefetchRemote(remoteForPath(window.location.pathname, user), () => early.then((answer) => bodyOf<RemotesConfig>(answer)));
  prefetched = Promise.all([frame, remote]);
}

/**
 * Settles once the prefetch has the frame and the remote's routes (or has failed to get them). The
 * first render waits for it, so it draws the whole screen at once: each part that would suspend
 * instead shows its placeholder first, and React then holds the real content back for a moment.
 */
export function signedInPrefetched(): Promise<unknown> {
  return prefetched;
}
