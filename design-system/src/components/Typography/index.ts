export { Heading, Text, type HeadingProps, type TextProps } from './Typography';
export type { TextTone } from './Typography.styles';
