import { render, screen } from '@testing-library/react';
import { ThemeProvider, defaultTheme } from '../../theme';
import { StatusBadge } from './StatusBadge';

function hexToRgb(hex: string): string {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

function renderBadge(status: string | null | undefined) {
  render(
    <ThemeProvider withGlobalStyle={false}>
      <StatusBadge status={status} data-testid="badge" />
    </ThemeProvider>,
  );
  return screen.getByTestId('badge');
}

const { status } = defaultTheme.colors;

describe('StatusBadge', () => {
  it.each([
    ['Active', status.active],
    ['Scheduled', status.scheduled],
    ['Closed', status.closed],
    ['Not Scheduled', status.other],
    ['On Hold', status.other],
  ])('paints %s with its status colours', (value, tone) => {
    const badge = renderBadge(value);
    expect(badge).toHaveTextContent(value);
    expect(badge).toHaveStyle({ backgroundColor: hexToRgb(tone.background), color: hexToRgb(tone.foreground) });
  });

  it('uses distinct green, blue, red and grey tones', () => {
    const tones = [status.active, status.scheduled, status.closed, status.other].map((t) => t.background);
    expect(new Set(tones).size).toBe(4);
  });

  it.each([null, undefined, '', '   '])('reads a missing status (%p) as Scheduled, in blue', (value) => {
    const badge = renderBadge(value);
    expect(badge).toHaveTextContent(/^Scheduled$/);
    expect(badge).toHaveStyle({ backgroundColor: hexToRgb(status.scheduled.background) });
  });

  it('does not treat a differently cased status as Active', () => {
    expect(renderBadge('active')).toHaveAttribute('data-tone', 'other');
  });
});
