import styled, { css } from 'styled-components';

export type ScoreCellState = 'scored' | 'no-vote' | 'empty';

export const CellButton = styled.button<{ $state: ScoreCellState; $size: number; $word: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: 1;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  ${({ $state, $size, $word, theme }) => {
    if ($state === 'scored') {
      return css`
        background: ${theme.colors.brandSubtle};
        border-color: ${theme.colors.brand};
        color: ${theme.colors.brandText};
        font-size: ${$word ? theme.typography.fontSizes.sm : `${Math.round($size * 0.4)}px`};
      `;
    }
    if ($state === 'no-vote') {
      return css`
        background: ${theme.colors.surfaceMuted};
        color: ${theme.colors.textMuted};
        font-size: ${theme.typography.fontSizes.xs};
      `;
    }
    return css`
      background: ${theme.colors.surface};
      border-style: dashed;
      border-color: ${theme.colors.borderStrong};
      color: ${theme.colors.textSubtle};
    `;
  }}

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const CommentMarker = styled.span`
  position: absolute;
  top: 3px;
  right: 3px;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;
