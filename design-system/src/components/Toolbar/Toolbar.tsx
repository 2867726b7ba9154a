import type { ElementType } from 'react';
import type { PolymorphicProps } from '../../utils/polymorphic';
import { Inline, type InlineOwnProps, type InlineProps } from '../Inline';

export type ToolbarProps<C extends ElementType = 'div'> = PolymorphicProps<C, Omit<InlineOwnProps, 'wrap'>>;

/**
 * A row of actions (buttons, a filter, a search) with the same space between them. It always wraps,
 * so on a phone the actions that do not fit move onto the next line instead of running off the screen.
 */
export function Toolbar<C extends ElementType = 'div'>(props: ToolbarProps<C>) {
  // The same props less `wrap`; TypeScript cannot see that through the generic element's props.
  return <Inline {...(props as InlineProps<C>)} wrap />;
}
