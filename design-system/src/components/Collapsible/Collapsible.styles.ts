import styled from 'styled-components';

export const CollapsibleRoot = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const TriggerHeading = styled.div`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

export const Trigger = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }

  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    transform: rotate(${({ $open }) => ($open ? '0deg' : '-90deg')});
    transition: transform ${({ theme }) => theme.motion.fast};
  }
`;

export const TriggerTitle = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const TriggerMeta = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
`;

export const Content = styled.div`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]} ${theme.space[4]}`};
`;
