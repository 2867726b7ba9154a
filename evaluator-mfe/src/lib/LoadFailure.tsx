import { errorSentence } from '@vsp/api-client';
import { Banner, Button, Inline } from '@vsp/design-system';
import { RefreshCw } from 'lucide-react';

export interface LoadFailureProps {
  /** What could not be loaded: "Events could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: what could not be loaded, a sentence on why, and a retry. */
export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  return (
    <Banner variant="destructive" title={title}>
      <Inline gap={3}>
        <span>{errorSentence(error)}</span>
        <Button size="sm" variant="outline" icon={<RefreshCw size={16} aria-hidden />} onClick={onRetry}>
          Try again
        </Button>
      </Inline>
    </Banner>
  );
}
