import styled, { css } from 'styled-components';

export const CardRoot = styled.div<{ $interactive?: boolean; $disabled?: boolean; $padding: 'none' | 'sm' | 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme, $padding }) => ({ none: '0', sm: theme.space[3], md: theme.space[5], lg: theme.space[8] })[$padding]};
  min-width: 0;
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    border-color ${({ theme }) => theme.motion.normal};

  ${({ $interactive, $disabled, theme }) =>
    $interactive &&
    !$disabled &&
    css`
      cursor: pointer;
      &:hover {
        border-color: ${theme.colors.borderStrong};
        box-shadow: ${theme.shadows.md};
      }
      &:focus-within {
        border-color: ${theme.colors.brand};
      }
    `}

  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      background: ${theme.colors.surfaceMuted};
      cursor: not-allowed;
    `}
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  overflow-wrap: anywhere;
`;

export const CardDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const CardContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1;
`;

export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
`;
