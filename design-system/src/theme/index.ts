import type {} from './styled';

export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { createTheme, contrastTextFor, defaultTheme, type ThemeOverrides } from './createTheme';
export {
  baseColors,
  breakpoints,
  darkColors,
  motion,
  radii,
  shadows,
  space,
  typography,
  zIndices,
  type ColorScheme,
  type StatusTone,
  type Theme,
  type ThemeColors,
} from './tokens';
