import { contrastRatio, MIN_TEXT_CONTRAST } from '@vsp/contract';
import { createTheme } from './createTheme';
import { baseColors, darkColors, type ThemeColors } from './tokens';

type Pair = [text: string, background: string];

/** Each text token on the backgrounds it is shown on. */
function mainPairs(colors: ThemeColors): Record<string, Pair> {
  const pairs: Record<string, Pair> = {
    'text on background': [colors.text, colors.background],
    'text on surface': [colors.text, colors.surface],
    'text on surfaceMuted': [colors.text, colors.surfaceMuted],
    'textMuted on background': [colors.textMuted, colors.background],
    'textMuted on surface': [colors.textMuted, colors.surface],
    'textMuted on surfaceMuted': [colors.textMuted, colors.surfaceMuted],
    'textSubtle on background': [colors.textSubtle, colors.background],
    'textSubtle on surface': [colors.textSubtle, colors.surface],
    'brandContrast on brand': [colors.brandContrast, colors.brand],
    'brandContrast on brandHover': [colors.brandContrast, colors.brandHover],
    'brandText on background': [colors.brandText, colors.background],
    'brandText on surface': [colors.brandText, colors.surface],
    'brandText on brandSubtle': [colors.brandText, colors.brandSubtle],
    'destructiveContrast on destructive': [colors.destructiveContrast, colors.destructive],
    'destructiveText on destructiveSubtle': [colors.destructiveText, colors.destructiveSubtle],
    'successText on successSubtle': [colors.successText, colors.successSubtle],
    'infoText on infoSubtle': [colors.infoText, colors.infoSubtle],
    'warningText on warningSubtle': [colors.warningText, colors.warningSubtle],
  };
  for (const [tone, { foreground, background }] of Object.entries(colors.status)) pairs[`status ${tone}`] = [foreground, background];
  return pairs;
}

const below = (colors: ThemeColors) =>
  Object.entries(mainPairs(colors))
    .map(([pair, [text, background]]) => ({ pair, ratio: Math.round(contrastRatio(text, background) * 100) / 100 }))
    .filter(({ ratio }) => ratio < MIN_TEXT_CONTRAST);

describe('text contrast of the colour sets', () => {
  it.each([
    ['light', baseColors],
    ['dark', darkColors],
  ])('reads at 4.5:1 or more for every main pair of the %s set', (_name, colors) => {
    expect(below(colors)).toEqual([]);
  });

  it('has the same tokens in both sets', () => {
    expect(Object.keys(darkColors).sort()).toEqual(Object.keys(baseColors).sort());
    expect(Object.keys(darkColors.status).sort()).toEqual(Object.keys(baseColors.status).sort());
  });

  // Brand colours an administrator may choose: each has at least 4.5:1 with white text.
  it.each(['#767676', '#0f766e', '#6d28d9', '#1d4ed8', '#b91c1c', '#000000', '#3b3b98'])(
    'keeps brand %s readable as text on the page in both sets',
    (brandColor) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { colors } = createTheme({ brandColor, brandContrastColor: '#ffffff', colorScheme });
        expect({ colorScheme, below: below(colors) }).toEqual({ colorScheme, below: [] });
        expect(colors.brand).toBe(brandColor);
      }
    },
  );
});
