import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../Spinner';
import { LoadingRoot, LoadingText } from './LoadingScreen.styles';

export interface LoadingScreenProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  label?: string;
}

/** The full-screen view shown while the session check runs. */
export function LoadingScreen({ label = 'Loading...', ...rest }: LoadingScreenProps) {
  return (
    <LoadingRoot role="status" aria-live="polite" {...rest}>
      <Spinner size={40} />
      <LoadingText>{label}</LoadingText>
    </LoadingRoot>
  );
}
