import styled from 'styled-components';

export const CheckboxLabel = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const CheckboxText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
`;

export const CheckboxDescription = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledCheckbox = styled.input.attrs({ type: 'checkbox' })`
  width: 16px;
  height: 16px;
  margin: 2px 0 0;
  flex-shrink: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: inherit;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;
