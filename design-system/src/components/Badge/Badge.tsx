import type { ComponentPropsWithRef } from 'react';
import { BadgeRoot, type BadgeVariant } from './Badge.styles';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', ...rest }: BadgeProps) {
  return <BadgeRoot $variant={variant} {...rest} />;
}
