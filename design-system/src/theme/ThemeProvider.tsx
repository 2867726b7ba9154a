import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { createTheme } from './createTheme';
import { GlobalStyle } from './GlobalStyle';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Replaces the brand colour at runtime, e.g. from site configuration. */
  brandColor?: string;
  brandContrastColor?: string;
  /** The shell renders the global style once; nested providers (stories, tests) can leave it out. */
  withGlobalStyle?: boolean;
}

export function ThemeProvider({ children, brandColor, brandContrastColor, withGlobalStyle = true }: ThemeProviderProps) {
  const theme = useMemo(() => createTheme({ brandColor, brandContrastColor }), [brandColor, brandContrastColor]);
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
