import styled from 'styled-components';

export const LogoImage = styled.img<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  width: auto;
  max-width: 100%;
  object-fit: contain;
`;

export const AvatarRoot = styled.span<{ $size: number; $square: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme, $square }) => ($square ? theme.radii.md : theme.radii.full)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
