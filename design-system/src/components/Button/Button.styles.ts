import styled, { css, type DefaultTheme } from 'styled-components';
import { linkStyles } from '../TextLink/TextLink.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}

type BoxVariant = Exclude<ButtonVariant, 'link'>;

const variants: Record<BoxVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: ({ colors }) => css`
    background: ${colors.brand};
    color: ${colors.brandContrast};
    border-color: ${colors.brand};
    &:hover:not(:disabled) {
      background: ${colors.brandHover};
      border-color: ${colors.brandHover};
    }
  `,
  secondary: ({ colors }) => css`
    background: ${colors.surfaceMuted};
    color: ${colors.text};
    border-color: ${colors.surfaceMuted};
    &:hover:not(:disabled) {
      background: ${colors.border};
      border-color: ${colors.border};
    }
  `,
  outline: ({ colors }) => css`
    background: ${colors.surface};
    color: ${colors.text};
    border-color: ${colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${colors.surfaceHover};
    }
  `,
  ghost: ({ colors }) => css`
    background: transparent;
    color: ${colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${colors.surfaceHover};
    }
  `,
  destructive: ({ colors }) => css`
    background: ${colors.destructive};
    color: ${colors.destructiveContrast};
    border-color: ${colors.destructive};
    &:hover:not(:disabled) {
      background: ${colors.destructiveHover};
      border-color: ${colors.destructiveHover};
    }
  `,
};

const sizes: Record<ButtonSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: ({ space, typography }) => css`
    min-height: 32px;
    padding: ${space[1]} ${space[3]};
    font-size: ${typography.fontSizes.sm};
    gap: ${space[1]};
  `,
  md: ({ space, typography }) => css`
    min-height: 40px;
    padding: ${space[2]} ${space[4]};
    font-size: ${typography.fontSizes.sm};
    gap: ${space[2]};
  `,
  lg: ({ space, typography }) => css`
    min-height: 48px;
    padding: ${space[3]} ${space[6]};
    font-size: ${typography.fontSizes.md};
    gap: ${space[2]};
  `,
};

/**
 * A button that reads as a link inside text or a table cell: the link's colour and underline, the
 * surrounding text's size and line height, no box, so it sits in a sentence; it still acts as a button.
 */
const linkVariant = ({ space, typography }: DefaultTheme) => css`
  ${linkStyles}
  justify-content: flex-start;
  min-height: 0;
  padding: 0;
  border: 0;
  background: transparent;
  font-size: inherit;
  line-height: inherit;
  text-align: left;
  white-space: normal;
  gap: ${space[1]};

  /* One of a list of link buttons that picks what shows below (aria-pressed): the chosen one is bold. */
  &[aria-pressed='true'] {
    font-weight: ${typography.fontWeights.bold};
  }
`;

/** Shared by Button and ButtonLink so a link styled as a button looks the same. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  ${({ theme, $variant, $size }) => ($variant === 'link' ? linkVariant(theme) : [variants[$variant](theme), sizes[$size](theme)])}

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }

  svg {
    flex-shrink: 0;
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export const StyledButtonLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
