import { ApiError } from '@vsp/api-client';
import { api, type SiteConfig } from '@vsp/contract';
import { createRoot } from 'react-dom/client';
import { mutate, preload } from 'swr';
import { App } from './app/App';
import { signedInPrefetched } from './app/prefetch-signed-in';
import { CURRENT_USER_KEY } from './features/session/api/useCurrentUser';
import { bodyOf, knownSession, takeEarlyAnswer, takeEarlyAnswerWithin } from './lib/early-requests';

/**
 * How long the first render waits for the branding, asked for with the session check: drawn without
 * it, the page would show the default brand colour and name and then change to the portal's own. An
 * answer that takes longer lets the page draw in the default brand and change when it comes; a
 * refusal or a failure in time leaves the branding for the page to ask for again.
 */
const BRANDING_WAIT_MS = 1_000;

/** Hands SWR the answer asked for at start-up, so the screen does not ask again. */
function preloadEarly(path: string): void {
  const early = takeEarlyAnswer(path);
  if (!early) return;
  const result = early.then((answer) => bodyOf(answer, (a) => new ApiError(a.status, a.text, a.statusText)));
  // The hook that takes the result handles a refusal; until then it is not an error of the page.
  result.catch(() => undefined);
  void preload(path, () => result);
}

async function start(): Promise<void> {
  const session = knownSession();
  if (session) {
    // Already answered: the first render draws the sign-in page or the signed-in screen at once,
    // without a loading view in between. The frame and the remote are already downloading (the
    // page's preload hints), so for someone signed in the wait for them is short.
    takeEarlyAnswer(CURRENT_USER_KEY);
    await mutate(CURRENT_USER_KEY, session.user, { revalidate: false });
    if (session.user) await signedInPrefetched();
  } else {
    preloadEarly(CURRENT_USER_KEY);
  }
  const branding = await takeEarlyAnswerWithin(api.site.config.path(), BRANDING_WAIT_MS);
  if (!branding) preloadEarly(api.site.config.path());
  else if (branding.ok) {
    try {
      await mutate(api.site.config.path(), bodyOf<SiteConfig>(branding), { revalidate: false });
    } catch {
      // An answer that is not the branding (a proxy's page): the page draws in the default brand and asks again.
    }
  }
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
