import { Skeleton, Stack } from '@vsp/design-system';
import { lazy, Suspense, useState } from 'react';
import { LoadBoundary } from '../../lib/LoadBoundary';
import { loadRoutes, type RemoteName } from './load-remote';
import { loadedRoutes } from './registration';

function PageSkeleton() {
  return (
    <Stack aria-busy="true" aria-label="Loading">
      <Skeleton height={32} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

export interface RemoteModuleProps<P> {
  name: RemoteName;
  props: P;
}

/**
 * A remote's routes, loaded on first render (drawn at once when already loaded), inside an error
 * boundary whose retry loads it afresh.
 */
export function RemoteModule<P extends object>({ name, props }: RemoteModuleProps<P>) {
  // React keeps a failed lazy load failed, so a retry needs a new lazy component.
  const [RemoteRoutes, setRemoteRoutes] = useState(() => loadedRoutes<P>(name)?.default ?? lazy(() => loadRoutes<P>(name)));
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setRemoteRoutes(() => lazy(() => loadRoutes<P>(name)));
    setAttempt((n) => n + 1);
  };
  return (
    <LoadBoundary key={attempt} what={`The ${name} module`} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteRoutes {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
