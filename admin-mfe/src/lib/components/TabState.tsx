import { errorSentence } from '@vsp/api-client';
import { Button, EmptyState, Skeleton, SkeletonGroup } from '@vsp/design-system';
import { RefreshCw } from 'lucide-react';

/** Rows of placeholder while a tab's own data loads. */
export function TabSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton height={28} width="30%" />
      <Skeleton height={40} />
      <Skeleton height={40} />
      <Skeleton height={40} />
    </SkeletonGroup>
  );
}

export interface LoadErrorProps {
  what: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed read: what failed, a sentence on why and a retry. */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  return (
    <EmptyState
      role="alert"
      title={`Could not load ${what}`}
      text={errorSentence(error)}
      action={
        <Button variant="outline" icon={<RefreshCw size={16} aria-hidden />} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
