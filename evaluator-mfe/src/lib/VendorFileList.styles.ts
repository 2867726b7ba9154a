import { Inline } from '@vsp/design-system';
import styled from 'styled-components';

/** The title, then its kind and size, wrapping under it when the title is long. */
export const FileHeading = styled(Inline)`
  overflow-wrap: anywhere;

  svg {
    vertical-align: -2px;
    margin-left: ${({ theme }) => theme.space[1]};
  }
`;
