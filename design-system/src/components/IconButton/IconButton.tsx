import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles';
import { StyledIconButton } from './IconButton.styles';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function IconButton({ label, icon, variant = 'ghost', size = 'md', type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={title ?? label} $variant={variant} $size={size} {...rest}>
      {icon}
    </StyledIconButton>
  );
}
