import { Button, Inline, ProgressBar, Text, type ButtonProps } from '@vsp/design-system';
import { RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { formatBytes } from '../download';
import { useDownload } from '../hooks/useDownload';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 14rem;
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
export function DownloadButton(props: DownloadButtonProps) {
  // Another file (another event, other filters) starts afresh: a download still running for the old one stops.
  return <DownloadOf key={props.path} {...props} />;
}

function DownloadOf({ path, fileName, children, ...buttonProps }: DownloadButtonProps) {
  const { state, start, cancel } = useDownload(fileName);
  // Two downloads can run side by side, so each control names its file.
  const name = buttonProps['aria-label'] ?? (typeof children === 'string' ? children : fileName);

  return (
    <Root>
      <Button {...buttonProps} pending={state.status === 'running'} onClick={() => void start(path)}>
        {children}
      </Button>
      {state.status === 'running' && (
        <Inline role="status" aria-label={`Download progress: ${name}`}>
          {state.progress.total !== null && (
            <ProgressBar label={`Downloaded: ${name}`} value={(state.progress.received / state.progress.total) * 100} />
          )}
          <Text as="span" size="sm" tone="muted">
            {state.progress.total === null
              ? `Downloaded ${formatBytes(state.progress.received)}`
              : `Downloaded ${formatBytes(state.progress.received)} of ${formatBytes(state.progress.total)}`}
          </Text>
          <Button variant="outline" size="sm" aria-label={`Cancel: ${name}`} onClick={cancel}>
            Cancel
          </Button>
        </Inline>
      )}
      {state.status === 'saved' && (
        <Text as="span" size="sm" tone="muted" role="status">
          Saved {state.fileName} ({formatBytes(state.size)})
        </Text>
      )}
      {state.status === 'failed' && (
        <Inline role="alert">
          <Text as="span" size="sm" tone="destructive">
            {state.sentence}
          </Text>
          <Button variant="outline" size="sm" icon={<RefreshCw size={14} aria-hidden />} aria-label={`Try again: ${name}`} onClick={() => void start(path)}>
            Try again
          </Button>
        </Inline>
      )}
    </Root>
  );
}
