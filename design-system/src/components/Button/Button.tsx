import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import type { PolymorphicProps } from '../../utils/polymorphic';
import { Spinner } from '../Spinner';
import { StyledButton, StyledButtonLink, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `link` looks like a text link (for an action inside text or a table cell); `size` does not apply to it. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Disables the button and shows a spinner while an action runs. */
  pending?: boolean;
  /** Text shown while pending, e.g. "Saving..."; the normal label stays if left out. */
  pendingLabel?: ReactNode;
  /** Icon before the label; replaced by the spinner while pending. */
  icon?: ReactNode;
}

const spinnerSize: Record<ButtonSize, number> = { sm: 14, md: 16, lg: 18 };

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  pending = false,
  pendingLabel,
  icon,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending ? <Spinner size={spinnerSize[size]} /> : icon}
      {pending && pendingLabel ? pendingLabel : children}
    </StyledButton>
  );
}

export type ButtonLinkProps<C extends ElementType = 'a'> = PolymorphicProps<
  C,
  // A link that should look like a link is a TextLink.
  { variant?: Exclude<ButtonVariant, 'link'>; size?: ButtonSize; fullWidth?: boolean; icon?: ReactNode }
>;

/** A link that looks like a button; pass a router link as `as` for client-side navigation. */
export function ButtonLink<C extends ElementType = 'a'>({
  variant = 'primary',
  size = 'md',
  fullWidth,
  icon,
  children,
  ...rest
}: ButtonLinkProps<C>) {
  return (
    <StyledButtonLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {icon}
      {children}
    </StyledButtonLink>
  );
}
