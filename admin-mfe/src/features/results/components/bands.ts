import type { Rating } from '@vsp/contract';
import { css, type DefaultTheme } from 'styled-components';

interface Tone {
  background: string;
  text: string;
  border: string;
}

const tones = ({ colors }: DefaultTheme): Record<Rating | 'none', Tone> => ({
  Excellent: { background: colors.successSubtle, text: colors.successText, border: colors.successBorder },
  Good: { background: colors.infoSubtle, text: colors.infoText, border: colors.infoBorder },
  Fair: { background: colors.warningSubtle, text: colors.warningText, border: colors.warningBorder },
  Poor: { background: colors.destructiveSubtle, text: colors.destructiveText, border: colors.destructive },
  none: { background: colors.surfaceMuted, text: colors.textMuted, border: colors.border },
});

/** A band's fill in the heat map and its legend: the theme's tones of the same badge colours; a cell without ratings is muted. */
export function bandColours(theme: DefaultTheme, band: Rating | null) {
  const tone = tones(theme)[band ?? 'none'];
  return css`
    background: ${tone.background};
    color: ${tone.text};
    border: 1px solid ${tone.border};
  `;
}
