import type { ElementType } from 'react';
import type { PolymorphicProps } from '../../utils/polymorphic';
import type { Space } from '../../utils/space';
import { InlineRoot, type InlineAlign, type InlineJustify } from './Inline.styles';

export interface InlineOwnProps {
  /** The space between children, across and down, a step of the theme's scale; 2 (8px) unless given. */
  gap?: Space;
  /** How children of different heights line up; centred unless given. */
  align?: InlineAlign;
  /** Where the children sit along the row; at its start unless given. */
  justify?: InlineJustify;
  /** Children that do not fit go onto the next line; `false` keeps them on one line. */
  wrap?: boolean;
}

export type InlineProps<C extends ElementType = 'div'> = PolymorphicProps<C, InlineOwnProps>;

/** Children side by side with the same space between them, wrapping onto further lines where the row is narrow. */
export function Inline<C extends ElementType = 'div'>({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  ...rest
}: InlineProps<C>) {
  return <InlineRoot $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}
