import styled from 'styled-components';
import type { Space } from '../../utils/space';

export type InlineAlign = 'start' | 'center' | 'end' | 'baseline' | 'stretch';
export type InlineJustify = 'start' | 'center' | 'end' | 'between';

const alignItems: Record<InlineAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
};

const justifyContent: Record<InlineJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

export interface InlineStyleProps {
  $gap: Space;
  $align: InlineAlign;
  $justify: InlineJustify;
  $wrap: boolean;
}

export const InlineRoot = styled.div<InlineStyleProps>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => alignItems[$align]};
  justify-content: ${({ $justify }) => justifyContent[$justify]};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;
