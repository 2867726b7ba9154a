import { BRAND_COLOUR_PATTERN, BRAND_TEXT_COLOUR, contrastRatio, formatContrast, LIMITS, MIN_TEXT_CONTRAST } from '@vsp/contract';
import { baseColors, FormField, Inline, TextField, ThemeProvider } from '@vsp/design-system';
import styled from 'styled-components';

const Picker = styled.input`
  flex: none;
  inline-size: 44px;
  block-size: 40px;
  padding: ${({ theme }) => theme.space[0.5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Preview = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
`;

// Inside a theme of the colour being edited: the same brand and white text the portal will show.
const Swatch = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandContrast};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Caption = styled.figcaption<{ $tooLow: boolean }>`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme, $tooLow }) => ($tooLow ? theme.colors.destructiveText : theme.colors.textMuted)};
`;

export interface BrandColourFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The brand colour, picked or typed as `#rrggbb`, with a live preview of white text on it and the
 * contrast the two have. Empty means the default brand, which the preview then shows.
 */
export function BrandColourField({ value, error, onChange }: BrandColourFieldProps) {
  const typed = value.trim().toLowerCase();
  const colour = BRAND_COLOUR_PATTERN.test(typed) ? typed : null;
  const shown = colour ?? baseColors.brand;
  const ratio = contrastRatio(shown, BRAND_TEXT_COLOUR);
  return (
    <>
      <FormField
        label="Brand Colour"
        error={error}
        help="Behind white text on buttons, badges and the active tab, as #rrggbb; the default blue when empty"
      >
        <Inline wrap={false}>
          <Picker type="color" aria-label="Pick the brand colour" value={shown} onChange={(change) => onChange(change.target.value)} />
          <TextField placeholder={baseColors.brand} maxLength={LIMITS.siteConfig.brandColour} spellCheck={false} autoComplete="off" value={value} onChange={(change) => onChange(change.target.value)} />
        </Inline>
      </FormField>
      <Preview aria-label="Brand colour preview">
        <ThemeProvider withGlobalStyle={false} brandColor={shown} brandContrastColor={BRAND_TEXT_COLOUR}>
          <Swatch>White text on {colour ?? 'the default brand'}</Swatch>
        </ThemeProvider>
        <Caption $tooLow={ratio < MIN_TEXT_CONTRAST}>
          Contrast with white text: {formatContrast(ratio)} (at least {formatContrast(MIN_TEXT_CONTRAST)} needed)
        </Caption>
      </Preview>
    </>
  );
}
