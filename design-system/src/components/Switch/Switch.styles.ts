import styled from 'styled-components';

export const SwitchRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

export const SwitchTrack = styled.button<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: 40px;
  height: 22px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.borderStrong)};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transform: translateX(${({ $checked }) => ($checked ? '18px' : '0')});
    transition: transform ${({ theme }) => theme.motion.fast};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const SwitchLabel = styled.label<{ $disabled?: boolean }>`
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;
