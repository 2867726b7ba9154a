import styled from 'styled-components';
import type { Space } from '../../utils/space';

export type StackAlign = 'start' | 'center' | 'end' | 'stretch';

export const StackRoot = styled.div<{ $gap: Space; $align: StackAlign }>`
  display: grid;
  justify-items: ${({ $align }) => $align};
  gap: ${({ theme, $gap }) => theme.space[$gap]};

  /*
   * A child wider than the stack (a wide table in its scrolling wrapper, two columns of figures)
   * does not widen the stack's column, and so the page: it scrolls or wraps inside. The stack's own
   * smallest width still follows its children's content, so a stack in a table cell keeps its size.
   */
  & > * {
    min-width: 0;
  }

  /* A list laid out as a stack keeps its semantics; the gap is its rhythm, not bullets and an indent. */
  &:where(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
