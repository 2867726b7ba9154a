import { Button, ProgressBar, Text, type ButtonProps } from '@vsp/design-system';
import { RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { formatBytes } from '../download';
import { useDownload } from '../use-download';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 14rem;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'pending' | 'pendingLabel'> {
  /** The file's path, from the contract's export paths. */
  path: string;
  /** The name to save under when the server names no file. */
  fileName: string;
}

/**
 * A button that downloads a file inside the page: the button waits while it runs, the bytes received
 * show below it (with a bar when the size is known), Cancel stops it, and a failure reads as a
 * sentence with a retry. An ended session also brings the sign-in screen, as every call does.
 */
export function DownloadButton({ path, fileName, children, ...buttonProps }: DownloadButtonProps) {
  const { state, start, cancel } = useDownload(fileName);

  return (
    <Root>
      <Button {...buttonProps} pending={state.status === 'running'} onClick={() => void start(path)}>
        {children}
      </Button>
      {state.status === 'running' && (
        <Line role="status" aria-label="Download progress">
          {state.progress.total !== null && (
            <ProgressBar label="Downloaded" value={(state.progress.received / state.progress.total) * 100} />
          )}
          <Text as="span" size="sm" tone="muted">
            {state.progress.total === null
              ? `Downloaded ${formatBytes(state.progress.received)}`
              : `Downloaded ${formatBytes(state.progress.received)} of ${formatBytes(state.progress.total)}`}
          </Text>
          <Button variant="outline" size="sm" onClick={cancel}>
            Cancel
          </Button>
        </Line>
      )}
      {state.status === 'saved' && (
        <Text as="span" size="sm" tone="muted" role="status">
          Saved {state.fileName} ({formatBytes(state.size)})
        </Text>
      )}
      {state.status === 'failed' && (
        <Line role="alert">
          <Text as="span" size="sm" tone="destructive">
            {state.sentence}
          </Text>
          <Button variant="outline" size="sm" icon={<RefreshCw size={14} aria-hidden />} onClick={() => void start(path)}>
            Try again
          </Button>
        </Line>
      )}
    </Root>
  );
}
