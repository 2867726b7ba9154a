import { baseColors, breakpoints, motion, radii, shadows, space, typography, zIndices, type Theme } from './tokens';

export interface ThemeOverrides {
  /** Any CSS colour; hover and subtle shades are mixed from it so one value rebrands the portal. */
  brandColor?: string;
  /** Text colour on the brand colour; worked out from a hex brand colour when left out. */
  brandContrastColor?: string;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function relativeLuminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const channels = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on the given colour (WCAG contrast). */
export function contrastTextFor(color: string): string {
  if (!HEX.test(color)) return baseColors.textInverse;
  const luminance = relativeLuminance(color);
  const againstWhite = 1.05 / (luminance + 0.05);
  const againstDark = (luminance + 0.05) / (relativeLuminance(baseColors.text) + 0.05);
  return againstWhite >= againstDark ? baseColors.textInverse : baseColors.text;
}

function focusRingFor(color: string): string {
  return `0 0 0 2px ${baseColors.surface}, 0 0 0 4px ${color}`;
}

export function createTheme(overrides: ThemeOverrides = {}): Theme {
  const brand = overrides.brandColor?.trim();
  const colors = brand
    ? {
        ...baseColors,
        brand,
        brandHover: `color-mix(in srgb, ${brand} 85%, black)`,
        brandSubtle: `color-mix(in srgb, ${brand} 10%, white)`,
        brandContrast: overrides.brandContrastColor ?? contrastTextFor(brand),
        focus: brand,
      }
    : baseColors;
  return {
    colors,
    space,
    radii,
    typography,
    shadows,
    zIndices,
    motion,
    breakpoints,
    focusRing: focusRingFor(colors.focus),
  };
}

export const defaultTheme: Theme = createTheme();
