import type { ComponentPropsWithRef } from 'react';
import type { DefaultTheme } from 'styled-components';
import { StyledHeading, StyledText, type TextTone } from './Typography.styles';

type FontSize = keyof DefaultTheme['typography']['fontSizes'];

const defaultSize: Record<1 | 2 | 3 | 4, FontSize> = { 1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg' };

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The document level (h1-h4); pick it for the outline, and `size` for the look. */
  level?: 1 | 2 | 3 | 4;
  size?: FontSize;
  tone?: TextTone;
}

export function Heading({ level = 2, size, tone = 'default', ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $size={size ?? defaultSize[level]} $tone={tone} {...rest} />;
}

export interface TextProps extends ComponentPropsWithRef<'p'> {
  as?: 'p' | 'span' | 'div';
  /** `inherit` keeps the surrounding text's size, e.g. a muted dash in a table cell. */
  size?: FontSize | 'inherit';
  tone?: TextTone;
  weight?: keyof DefaultTheme['typography']['fontWeights'] | 'inherit';
}

export function Text({ as = 'p', size = 'md', tone = 'default', weight = 'regular', ...rest }: TextProps) {
  return <StyledText as={as} $size={size} $tone={tone} $weight={weight} {...rest} />;
}
