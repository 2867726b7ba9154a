export type StatusTone = 'active' | 'scheduled' | 'closed' | 'other';

interface ToneColors {
  background: string;
  foreground: string;
  border: string;
}

const palette = {
  white: '#ffffff',
  slate50: '#f8fafc',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  slate900: '#0f172a',
  blue50: '#eff6ff',
  blue100: '#dbeafe',
  blue200: '#bfdbfe',
  blue600: '#2563eb',
  blue700: '#1d4ed8',
  blue800: '#1e40af',
  green50: '#f0fdf4',
  green100: '#dcfce7',
  green200: '#bbf7d0',
  green700: '#15803d',
  green800: '#166534',
  red50: '#fef2f2',
  red100: '#fee2e2',
  red200: '#fecaca',
  red600: '#dc2626',
  red700: '#b91c1c',
  red800: '#991b1b',
  yellow50: '#fefce8',
  yellow100: '#fef9c3',
  yellow300: '#fde047',
  yellow900: '#713f12',
};

/** The dark set's own shades: deeper backgrounds and lighter text of the same hues. */
const darkPalette = {
  slate100: '#f1f5f9',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate600: '#475569',
  slate700: '#334155',
  slate800: '#1e293b',
  slate900: '#0f172a',
  slate950: '#020617',
  blue300: '#93c5fd',
  blue400: '#60a5fa',
  blue500: '#3b82f6',
  blue800: '#1e40af',
  blue950: '#172554',
  green300: '#86efac',
  green500: '#22c55e',
  green800: '#166534',
  green950: '#052e16',
  red300: '#fca5a5',
  red800: '#991b1b',
  red950: '#450a0a',
  yellow200: '#fef08a',
  yellow400: '#facc15',
  yellow700: '#a16207',
  yellow950: '#422006',
};

/** What a brand colour is mixed with for its darker (hover) and lighter shades. */
export const mixTargets = { darken: '#000000', lighten: palette.white } as const;

/** Light or dark: the colour set in force, following the system setting. */
export type ColorScheme = 'light' | 'dark';

export const baseColors = {
  brand: palette.blue600,
  brandHover: palette.blue700,
  brandContrast: palette.white,
  brandSubtle: palette.blue50,
  /** The brand colour as text or an icon on the page's surfaces (links, the active tab), readable on them. */
  brandText: palette.blue600,
  background: palette.slate50,
  surface: palette.white,
  surfaceMuted: palette.slate100,
  surfaceHover: palette.slate100,
  text: palette.slate900,
  textMuted: palette.slate600,
  textSubtle: palette.slate500,
  textInverse: palette.white,
  border: palette.slate200,
  borderStrong: palette.slate300,
  focus: palette.blue600,
  overlay: 'rgba(15, 23, 42, 0.55)',
  skeleton: palette.slate200,
  skeletonHighlight: palette.slate100,
  destructive: palette.red600,
  destructiveHover: palette.red700,
  destructiveContrast: palette.white,
  destructiveSubtle: palette.red50,
  destructiveText: palette.red800,
  success: palette.green700,
  successSubtle: palette.green50,
  successText: palette.green800,
  successBorder: palette.green200,
  info: palette.blue600,
  infoSubtle: palette.blue50,
  infoText: palette.blue800,
  infoBorder: palette.blue200,
  warning: palette.yellow300,
  warningSubtle: palette.yellow100,
  warningText: palette.yellow900,
  warningBorder: palette.yellow300,
  status: {
    active: { background: palette.green100, foreground: palette.green800, border: palette.green200 },
    scheduled: { background: palette.blue100, foreground: palette.blue800, border: palette.blue200 },
    closed: { background: palette.red100, foreground: palette.red800, border: palette.red200 },
    other: { background: palette.slate100, foreground: palette.slate700, border: palette.slate200 },
  } satisfies Record<StatusTone, ToneColors>,
};

export type ThemeColors = typeof baseColors;

/**
 * The same tokens for the dark colour scheme. Buttons and badges keep the brand colour behind white
 * text; text of the brand colour on the dark surfaces is a lighter shade (brandText). Every text
 * token reads at 4.5:1 or more on the surfaces it is used on (a test checks).
 */
export const darkColors: ThemeColors = {
  brand: palette.blue600,
  brandHover: palette.blue700,
  brandContrast: palette.white,
  brandSubtle: darkPalette.blue950,
  brandText: darkPalette.blue400,
  background: darkPalette.slate950,
  surface: darkPalette.slate900,
  surfaceMuted: darkPalette.slate800,
  surfaceHover: darkPalette.slate800,
  text: darkPalette.slate100,
  textMuted: darkPalette.slate300,
  textSubtle: darkPalette.slate400,
  textInverse: darkPalette.slate900,
  border: darkPalette.slate700,
  borderStrong: darkPalette.slate600,
  focus: darkPalette.blue400,
  overlay: 'rgba(0, 0, 0, 0.7)',
  skeleton: darkPalette.slate800,
  skeletonHighlight: darkPalette.slate700,
  destructive: palette.red600,
  destructiveHover: palette.red700,
  destructiveContrast: palette.white,
  destructiveSubtle: darkPalette.red950,
  destructiveText: darkPalette.red300,
  success: darkPalette.green500,
  successSubtle: darkPalette.green950,
  successText: darkPalette.green300,
  successBorder: darkPalette.green800,
  info: darkPalette.blue500,
  infoSubtle: darkPalette.blue950,
  infoText: darkPalette.blue300,
  infoBorder: darkPalette.blue800,
  warning: darkPalette.yellow400,
  warningSubtle: darkPalette.yellow950,
  warningText: darkPalette.yellow200,
  warningBorder: darkPalette.yellow700,
  status: {
    active: { background: darkPalette.green950, foreground: darkPalette.green300, border: darkPalette.green800 },
    scheduled: { background: darkPalette.blue950, foreground: darkPalette.blue300, border: darkPalette.blue800 },
    closed: { background: darkPalette.red950, foreground: darkPalette.red300, border: darkPalette.red800 },
    other: { background: darkPalette.slate800, foreground: darkPalette.slate300, border: darkPalette.slate700 },
  },
};

export const space = {
  0: '0',
  0.5: '2px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radii = {
  none: '0',
  sm: '4px',
  md: '6px',
  lg: '10px',
  xl: '16px',
  full: '9999px',
} as const;

export const typography = {
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  monoFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeights: {
    tight: 1.25,
    normal: 1.5,
    relaxed: 1.7,
  },
} as const;

export type ThemeShadows = Record<'sm' | 'md' | 'lg', string>;

export const shadows: ThemeShadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
  md: '0 4px 12px rgba(15, 23, 42, 0.08)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
};

/** On a dark page a faint shadow disappears: deeper ones keep dialogs and menus apart from it. */
export const darkShadows: ThemeShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 12px rgba(0, 0, 0, 0.5)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
};

export const zIndices = {
  nav: 100,
  overlay: 1000,
  dialog: 1001,
  toast: 1100,
} as const;

export const motion = {
  fast: '120ms ease-out',
  normal: '200ms ease-out',
} as const;

export const breakpoints = {
  sm: '640px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
} as const;

export interface Theme {
  colorScheme: ColorScheme;
  colors: ThemeColors;
  space: typeof space;
  radii: typeof radii;
  typography: typeof typography;
  shadows: ThemeShadows;
  zIndices: typeof zIndices;
  motion: typeof motion;
  breakpoints: typeof breakpoints;
  focusRing: string;
}
