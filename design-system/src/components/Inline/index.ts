export { Inline, type InlineOwnProps, type InlineProps } from './Inline';
export type { InlineAlign, InlineJustify } from './Inline.styles';
