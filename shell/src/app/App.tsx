import { swrConfig } from '@vsp/api-client';
import type { CurrentUser } from '@vsp/contract';
import { LoadingScreen, Toaster } from '@vsp/design-system';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SWRConfig } from 'swr';
import { useSiteConfig } from '../lib/api/use-site-config';
import { LoadBoundary } from '../lib/LoadBoundary';
import { siteName } from '../lib/mail';
import { useCurrentUser } from '../features/session/api/use-current-user';
import { useSecondFactor } from '../features/session/api/use-second-factor';
import { LoginScreen } from '../features/session/components/LoginScreen';
import { SecondFactorRequired } from '../features/session/components/SecondFactorRequired';
import { BrandedTheme } from './BrandedTheme';
import { loadedSignedInFrame, loadSignedInFrame } from './load-signed-in-frame';

const LazySignedInFrame = lazy(loadSignedInFrame);

function SignedIn({ user }: { user: CurrentUser }) {
  // Chosen once: the frame at once when its chunk is already in, else loaded on first render.
  const [SignedInFrame] = useState(() => loadedSignedInFrame() ?? LazySignedInFrame);
  // Only an administrator can be made to set up a second factor first; a failed check opens the frame, whose calls the server refuses.
  const secondFactor = useSecondFactor(user.isAdmin);
  if (user.isAdmin && !secondFactor.data && !secondFactor.error) return <LoadingScreen />;
  if (secondFactor.data?.setupRequired) return <SecondFactorRequired />;
  return (
    // A frame that could not be downloaded is fetched afresh with the whole page.
    <LoadBoundary what="The signed-in frame" onRetry={() => window.location.reload()}>
      <Suspense fallback={<LoadingScreen />}>
        <SignedInFrame user={user} />
      </Suspense>
    </LoadBoundary>
  );
}

function Session() {
  const session = useCurrentUser();
  const config = useSiteConfig();
  useEffect(() => {
    document.title = siteName(config);
  }, [config]);

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') return <LoginScreen />;
  return <SignedIn user={session.user} />;
}

export function App() {
  return (
    // The theme reads the brand colour from the site configuration, so it sits inside the data cache.
    <SWRConfig value={swrConfig}>
      <BrandedTheme>
        <Session />
        <Toaster />
      </BrandedTheme>
    </SWRConfig>
  );
}
