import styled, { css } from 'styled-components';

export const PickerRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const PickerLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(72px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

export const Option = styled.button<{ $checked: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 64px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.brand};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  ${({ $checked, theme }) =>
    $checked &&
    css`
      background: ${theme.colors.brand};
      border-color: ${theme.colors.brand};
      color: ${theme.colors.brandContrast};
    `}
`;

export const OptionValue = styled.span<{ $compact?: boolean }>`
  font-size: ${({ theme, $compact }) => ($compact ? theme.typography.fontSizes.sm : theme.typography.fontSizes.xl)};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: 1;
`;

export const OptionText = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
`;
