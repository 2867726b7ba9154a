import styled from 'styled-components';
import type { Space } from '../../utils/space';

export type StackAlign = 'start' | 'center' | 'end' | 'stretch';

export const StackRoot = styled.div<{ $gap: Space; $align: StackAlign }>`
  display: grid;
  justify-items: ${({ $align }) => $align};
  gap: ${({ theme, $gap }) => theme.space[$gap]};

  /* A list laid out as a stack keeps its semantics; the gap is its rhythm, not bullets and an indent. */
  &:where(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
