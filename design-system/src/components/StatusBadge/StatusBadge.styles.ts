import styled from 'styled-components';
import type { StatusTone } from '../../theme/tokens';
import { badgeBase } from '../Badge/Badge.styles';

export const StatusBadgeRoot = styled.span<{ $tone: StatusTone }>`
  ${badgeBase}
  background: ${({ theme, $tone }) => theme.colors.status[$tone].background};
  color: ${({ theme, $tone }) => theme.colors.status[$tone].foreground};
  border-color: ${({ theme, $tone }) => theme.colors.status[$tone].border};
`;
