import { Inline, Stack } from '@vsp/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The header keeps the way back at its own width, so the title row is the one part that spans it. */
const FullWidth = styled(Inline)`
  width: 100%;
`;

/** The top of a page about one event, the scoring screen and its agenda alike: the way back, then the title row. */
export function ScreenHeader({ children }: { children: ReactNode }) {
  return (
    <Stack as="header" gap={3} align="start">
      {children}
    </Stack>
  );
}

/** The page's title with what goes beside it: the progress and actions, or the calendar download. */
export function TitleRow({ children }: { children: ReactNode }) {
  return (
    <FullWidth gap={4} align="end" justify="between">
      {children}
    </FullWidth>
  );
}
