import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

type FontSize = keyof DefaultTheme['typography']['fontSizes'];
type FontWeight = keyof DefaultTheme['typography']['fontWeights'];

export type TextTone = 'default' | 'muted' | 'subtle' | 'brand' | 'success' | 'destructive';

const toneColor = (theme: DefaultTheme, tone: TextTone) =>
  ({
    default: theme.colors.text,
    muted: theme.colors.textMuted,
    subtle: theme.colors.textSubtle,
    brand: theme.colors.brandText,
    success: theme.colors.successText,
    destructive: theme.colors.destructiveText,
  })[tone];

export const StyledHeading = styled.h2<{ $size: FontSize; $tone: TextTone }>`
  font-size: ${({ theme, $size }) => theme.typography.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  overflow-wrap: anywhere;
`;

/** `inherit` takes the size or weight of the text around, for a word set in another tone inside it. */
export const StyledText = styled.p<{ $size: FontSize | 'inherit'; $tone: TextTone; $weight: FontWeight | 'inherit' }>`
  font-size: ${({ theme, $size }) => ($size === 'inherit' ? 'inherit' : theme.typography.fontSizes[$size])};
  font-weight: ${({ theme, $weight }) => ($weight === 'inherit' ? 'inherit' : theme.typography.fontWeights[$weight])};
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  overflow-wrap: anywhere;
`;
