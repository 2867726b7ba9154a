import { Button, EmptyState, Skeleton } from '@vsp/design-system';
import { RefreshCw } from 'lucide-react';
import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { loadRoutes, type RemoteName } from './load-remote';

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

function PageSkeleton() {
  return (
    <Placeholder aria-busy="true" aria-label="Loading">
      <Skeleton height={32} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Placeholder>
  );
}

interface BoundaryProps {
  name: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.name} module failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState
        role="alert"
        title="This part of the portal could not be loaded"
        text="Check your connection and try again. If the problem continues, contact support."
        action={
          <Button icon={<RefreshCw size={16} aria-hidden />} onClick={this.props.onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
}

export interface RemoteModuleProps<P> {
  name: RemoteName;
  props: P;
}

/** A remote's routes, loaded on first render, inside an error boundary whose retry loads it afresh. */
export function RemoteModule<P extends object>({ name, props }: RemoteModuleProps<P>) {
  // React keeps a failed lazy load failed, so a retry needs a new lazy component.
  const [RemoteRoutes, setRemoteRoutes] = useState(() => lazy(() => loadRoutes<P>(name)));
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setRemoteRoutes(() => lazy(() => loadRoutes<P>(name)));
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={attempt} name={name} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteRoutes {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
