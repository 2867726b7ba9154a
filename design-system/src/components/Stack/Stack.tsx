import type { ElementType } from 'react';
import type { PolymorphicProps } from '../../utils/polymorphic';
import type { Space } from '../../utils/space';
import { StackRoot, type StackAlign } from './Stack.styles';

export type StackProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  {
    /** The space between children, a step of the theme's scale; 4 (16px) unless given. */
    gap?: Space;
    /** Where narrower children sit across the stack; they fill its width unless given. */
    align?: StackAlign;
  }
>;

/** Children one under another with the same space between them; pass `as` for a section, a list or a form. */
export function Stack<C extends ElementType = 'div'>({ gap = 4, align = 'stretch', ...rest }: StackProps<C>) {
  return <StackRoot $gap={gap} $align={align} {...rest} />;
}
