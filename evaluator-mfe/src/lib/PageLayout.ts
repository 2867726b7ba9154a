import styled from 'styled-components';

/** A page inside the shell's padded main area: a readable width for text pages, the full width for the grid. */
export const PageLayout = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? 'none' : '1200px')};
  margin: 0 auto;
  min-width: 0;
`;
