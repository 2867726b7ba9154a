import { Stack } from '@vsp/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The page's own width inside the shell's padded main area, centred. */
const PageWidth = styled(Stack)<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? 'none' : '1200px')};
  margin: 0 auto;
  min-width: 0;
`;

export interface PageLayoutProps {
  /** The full width, for the scoring grid; the other pages keep a readable width. */
  wide?: boolean;
  children: ReactNode;
}

/** A page inside the shell's padded main area: its parts one under another, a readable width for text pages, the full width for the grid. */
export function PageLayout({ wide = false, children }: PageLayoutProps) {
  return (
    <PageWidth gap={6} $wide={wide}>
      {children}
    </PageWidth>
  );
}
