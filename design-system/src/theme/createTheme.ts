import { contrastRatio, MIN_TEXT_CONTRAST } from '@vsp/contract';
import {
  baseColors,
  breakpoints,
  darkColors,
  darkShadows,
  mixTargets,
  motion,
  radii,
  shadows,
  space,
  typography,
  zIndices,
  type ColorScheme,
  type Theme,
  type ThemeColors,
} from './tokens';

export interface ThemeOverrides {
  /** Any CSS colour; hover and subtle shades are mixed from it so one value rebrands the portal. */
  brandColor?: string;
  /** Text colour on the brand colour; worked out from a hex brand colour when left out. */
  brandContrastColor?: string;
  /** The colour set: light unless the system (or a story) asks for dark. */
  colorScheme?: ColorScheme;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc` written out as `#aabbcc`, in lower case; null for anything that is not hex. */
function longHex(color: string): string | null {
  if (!HEX.test(color)) return null;
  const digits = color.length === 4 ? [...color.slice(1)].map((digit) => digit + digit).join('') : color.slice(1);
  return `#${digits.toLowerCase()}`;
}

/** `weight` (0 to 1) of one hex colour with the rest of another, as CSS color-mix does in srgb. */
function mix(color: string, other: string, weight: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const mixed = [0, 1, 2].map((index) => Math.round(channel(color, index) * weight + channel(other, index) * (1 - weight)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The colour, moved step by step towards `target` (black on light pages, white on dark ones) until
 * text in it reads on every one of the backgrounds: the brand colour an administrator chose is
 * checked against white text only, so as text on the page it may need a shade of its own.
 */
function readableOn(color: string, backgrounds: string[], target: string): string {
  const STEPS = 20;
  for (let step = 0; step <= STEPS; step += 1) {
    const candidate = mix(color, target, 1 - step / STEPS);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST)) return candidate;
  }
  return target;
}

/** White or near-black, whichever reads better on the given colour (WCAG contrast). */
export function contrastTextFor(color: string): string {
  const hex = longHex(color);
  if (!hex) return baseColors.textInverse;
  return contrastRatio(hex, baseColors.textInverse) >= contrastRatio(hex, baseColors.text) ? baseColors.textInverse : baseColors.text;
}

/** The brand tokens mixed from one brand colour, on the given colour set. */
function brandTokens(brand: string, base: ThemeColors, dark: boolean): Partial<ThemeColors> {
  const hex = longHex(brand);
  if (!hex) {
    // A CSS colour name: the browser mixes the shades; its text shade cannot be checked here.
    const brandText = dark ? `color-mix(in srgb, ${brand} 40%, ${mixTargets.lighten})` : brand;
    return {
      brand,
      brandHover: `color-mix(in srgb, ${brand} 85%, ${mixTargets.darken})`,
      brandSubtle: `color-mix(in srgb, ${brand} ${dark ? 20 : 10}%, ${base.surface})`,
      brandText,
      focus: brandText,
    };
  }
  const brandSubtle = mix(hex, base.surface, dark ? 0.2 : 0.1);
  const brandText = readableOn(hex, [base.surface, base.background, base.surfaceMuted, brandSubtle], dark ? mixTargets.lighten : mixTargets.darken);
  return {
    brand,
    brandHover: mix(hex, mixTargets.darken, 0.85),
    brandSubtle,
    brandText,
    // On a dark page the brand colour itself can be too dark to see as a focus ring.
    focus: dark ? brandText : brand,
  };
}

function focusRingFor(colors: ThemeColors): string {
  return `0 0 0 2px ${colors.surface}, 0 0 0 4px ${colors.focus}`;
}

export function createTheme(overrides: ThemeOverrides = {}): Theme {
  const colorScheme = overrides.colorScheme ?? 'light';
  const dark = colorScheme === 'dark';
  const base = dark ? darkColors : baseColors;
  const brand = overrides.brandColor?.trim();
  const colors: ThemeColors = brand
    ? { ...base, ...brandTokens(brand, base, dark), brandContrast: overrides.brandContrastColor ?? contrastTextFor(brand) }
    : base;
  return {
    colorScheme,
    colors,
    space,
    radii,
    typography,
    shadows: dark ? darkShadows : shadows,
    zIndices,
    motion,
    breakpoints,
    focusRing: focusRingFor(colors),
  };
}

export const defaultTheme: Theme = createTheme();
