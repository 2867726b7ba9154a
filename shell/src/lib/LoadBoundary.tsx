import { Button, EmptyState } from '@vsp/design-system';
import { RefreshCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** What failed, as the log names it: "The evaluator module", "The signed-in frame". */
  what: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A part of the portal loaded on demand: when its download or its code fails, an error view with a retry. */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.what} failed`, error, info.componentStack);
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
