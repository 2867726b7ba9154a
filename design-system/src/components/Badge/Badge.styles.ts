import styled, { css, type DefaultTheme } from 'styled-components';

export type BadgeVariant = 'neutral' | 'brand' | 'success' | 'info' | 'warning' | 'danger' | 'outline';

const tones: Record<BadgeVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  neutral: ({ colors }) => css`
    background: ${colors.status.other.background};
    color: ${colors.status.other.foreground};
    border-color: ${colors.status.other.border};
  `,
  brand: ({ colors }) => css`
    background: ${colors.brand};
    color: ${colors.brandContrast};
    border-color: ${colors.brand};
  `,
  success: ({ colors }) => css`
    background: ${colors.successSubtle};
    color: ${colors.successText};
    border-color: ${colors.successBorder};
  `,
  info: ({ colors }) => css`
    background: ${colors.infoSubtle};
    color: ${colors.infoText};
    border-color: ${colors.infoBorder};
  `,
  warning: ({ colors }) => css`
    background: ${colors.warningSubtle};
    color: ${colors.warningText};
    border-color: ${colors.warningBorder};
  `,
  danger: ({ colors }) => css`
    background: ${colors.destructiveSubtle};
    color: ${colors.destructiveText};
    border-color: ${colors.destructive};
  `,
  outline: ({ colors }) => css`
    background: transparent;
    color: ${colors.text};
    border-color: ${colors.borderStrong};
  `,
};

export const badgeBase = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  white-space: nowrap;
`;

export const BadgeRoot = styled.span<{ $variant: BadgeVariant }>`
  ${badgeBase}
  ${({ theme, $variant }) => tones[$variant](theme)}
`;
