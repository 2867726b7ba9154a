import { Inline } from '@vsp/design-system';
import type { ReactNode } from 'react';

/** The Overall Progress card's one line, the title at its start and the ring at its end; the skeleton draws the same. */
export function OverallProgressRow({ children }: { children: ReactNode }) {
  return (
    <Inline gap={4} justify="between" wrap={false}>
      {children}
    </Inline>
  );
}
