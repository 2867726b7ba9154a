import styled from 'styled-components';

export const RingRoot = styled.div<{ $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;

  svg {
    transform: rotate(-90deg);
  }
`;

export const RingTrack = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.border};
`;

export const RingIndicator = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.brand};
  stroke-linecap: round;
  transition: stroke-dashoffset ${({ theme }) => theme.motion.normal};
`;

export const RingValue = styled.span<{ $size: number }>`
  position: absolute;
  font-size: ${({ $size }) => Math.max(11, Math.round($size / 4.2))}px;
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

export const BarRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
`;

export const BarTrack = styled.div<{ $height: number }>`
  position: relative;
  flex: 1;
  height: ${({ $height }) => $height}px;
  background: ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  overflow: hidden;
`;

export const BarIndicator = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.brand};
  border-radius: inherit;
  transition: width ${({ theme }) => theme.motion.normal};
`;

export const BarValue = styled.span`
  min-width: 3.5ch;
  text-align: right;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
