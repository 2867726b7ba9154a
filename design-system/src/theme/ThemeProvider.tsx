import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { createTheme } from './createTheme';
import { GlobalStyle } from './GlobalStyle';
import type { ColorScheme } from './tokens';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Browsers without matchMedia (and server rendering) get the light set. */
const darkQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemScheme = (): ColorScheme => (darkQuery()?.matches ? 'dark' : 'light');
const lightScheme = (): ColorScheme => 'light';

/** The system's colour scheme, followed live: switching the system to dark switches the portal at once. */
function useSystemColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, systemScheme, lightScheme);
}

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Replaces the brand colour at runtime, e.g. from site configuration. */
  brandColor?: string;
  brandContrastColor?: string;
  /** Fixes the colour set (stories, tests); left out, it follows the system's light or dark setting. */
  colorScheme?: ColorScheme;
  /** The shell renders the global style once; nested providers (stories, tests) can leave it out. */
  withGlobalStyle?: boolean;
}

export function ThemeProvider({ children, brandColor, brandContrastColor, colorScheme, withGlobalStyle = true }: ThemeProviderProps) {
  const systemColorScheme = useSystemColorScheme();
  const scheme = colorScheme ?? systemColorScheme;
  const theme = useMemo(() => createTheme({ brandColor, brandContrastColor, colorScheme: scheme }), [brandColor, brandContrastColor, scheme]);
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
