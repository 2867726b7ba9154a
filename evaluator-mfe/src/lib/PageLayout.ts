import styled from 'styled-components';

/**
 * A page inside the shell's padded main area: a readable width for text pages, the full width for the grid.
 * A flex column rather than a Stack: a part wider than a phone (the event cards' 300px minimum) runs
 * past the page's edge here, where the Stack's grid would widen the whole page to it.
 */
export const PageLayout = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? 'none' : '1200px')};
  margin: 0 auto;
  min-width: 0;
`;
