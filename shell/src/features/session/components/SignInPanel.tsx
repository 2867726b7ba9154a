import { Card } from '@vsp/design-system';
import styled from 'styled-components';

/** The whole page behind the sign-in screens, their card in its middle. */
export const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
`;

/** The card of a sign-in screen, `$wide` for one that shows more than a form. */
export const Panel = styled(Card)<{ $wide?: boolean }>`
  width: min(${({ $wide }) => ($wide ? '560px' : '420px')}, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[8]};
`;
