import { LoaderCircle } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SpinnerRoot } from './Spinner.styles';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: number;
  /** Announced to screen readers; leave out when the spinner sits next to visible text (e.g. in a pending button). */
  label?: string;
}

export function Spinner({ size = 20, label, ...rest }: SpinnerProps) {
  const a11y = label ? { role: 'status' } : { 'aria-hidden': true };
  return (
    <SpinnerRoot $size={size} {...a11y} {...rest}>
      <LoaderCircle size={size} aria-hidden focusable={false} />
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerRoot>
  );
}
