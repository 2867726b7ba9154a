import styled, { css, type DefaultTheme } from 'styled-components';

export type BannerVariant = 'info' | 'warning' | 'success' | 'destructive';

const tones: Record<BannerVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  info: ({ colors }) => css`
    background: ${colors.infoSubtle};
    border-color: ${colors.infoBorder};
    color: ${colors.infoText};
  `,
  warning: ({ colors }) => css`
    background: ${colors.warningSubtle};
    border-color: ${colors.warningBorder};
    color: ${colors.warningText};
  `,
  success: ({ colors }) => css`
    background: ${colors.successSubtle};
    border-color: ${colors.successBorder};
    color: ${colors.successText};
  `,
  destructive: ({ colors }) => css`
    background: ${colors.destructiveSubtle};
    border-color: ${colors.destructive};
    color: ${colors.destructiveText};
  `,
};

export const BannerRoot = styled.div<{ $variant: BannerVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  ${({ theme, $variant }) => tones[$variant](theme)}

  > svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

export const BannerBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const BannerTitle = styled.p`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;
