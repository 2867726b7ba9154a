import { ApiError } from '@vsp/api-client';
import { api, type SiteConfig } from '@vsp/contract';
import { createRoot } from 'react-dom/client';
import { mutate, preload } from 'swr';
import { App } from './app/App';
import { signedInPrefetched } from './app/prefetch-signed-in';
import { CURRENT_USER_KEY } from './features/session/api/use-current-user';
import { bodyOf, earlyAnswerWithin, knownSession, takeEarlyAnswer, type EarlyAnswer } from './lib/early-requests';

/**
 * How long the first render waits for the branding, asked for with the session check: drawn without
 * it, the page would show the default brand colour and name and then change to the portal's own. An
 * answer that takes longer, or a failed one, goes to the page's own read as before: the page draws in
 * the default brand and shows the branding or its error when it comes.
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

/** The branding an answer carries; none for a refusal or a body that is not JSON, which the page's read then reports. */
function brandingIn(answer: EarlyAnswer | undefined): SiteConfig | undefined {
  try {
    return answer?.ok ? bodyOf<SiteConfig>(answer) : undefined;
  } catch {
    return undefined;
  }
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
  const branding = brandingIn(await earlyAnswerWithin(api.site.config.path(), BRANDING_WAIT_MS));
  if (branding) {
    takeEarlyAnswer(api.site.config.path());
    await mutate(api.site.config.path(), branding, { revalidate: false });
  } else {
    preloadEarly(api.site.config.path());
  }
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
