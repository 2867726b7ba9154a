import type { ComponentPropsWithRef } from 'react';
import { CardRoot } from './Card.styles';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Hover and focus-within treatment for a card that leads somewhere. */
  interactive?: boolean;
  /** Muted look for a card the user cannot open (e.g. an event without access). */
  disabled?: boolean;
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

export function Card({ interactive, disabled, padding = 'md', ...rest }: CardProps) {
  return <CardRoot $interactive={interactive} $disabled={disabled} $padding={padding} aria-disabled={disabled || undefined} {...rest} />;
}
