import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { ProgressBar } from './ProgressBar';
import { ProgressRing } from './ProgressRing';

function renderRing(value: number | null | undefined) {
  render(
    <ThemeProvider withGlobalStyle={false}>
      <ProgressRing value={value} label="Overall Progress" />
    </ThemeProvider>,
  );
  return screen.getByRole('progressbar', { name: 'Overall Progress' });
}

describe('ProgressRing', () => {
  it.each([
    [42.4, 42],
    [42.5, 43],
    [99.6, 100],
    [0.4, 0],
    [66.666, 67],
  ])('rounds %p to a whole %p percent', (value, expected) => {
    const ring = renderRing(value);
    expect(ring).toHaveAttribute('aria-valuenow', String(expected));
    expect(ring).toHaveTextContent(`${expected}%`);
  });

  it.each([
    [-5, 0],
    [140, 100],
    [Number.NaN, 0],
    [null, 0],
    [undefined, 0],
  ])('keeps %p inside 0-100 (shows %p)', (value, expected) => {
    expect(renderRing(value)).toHaveAttribute('aria-valuenow', String(expected));
  });

  it('draws the indicator arc in proportion to the rounded percent', () => {
    const ring = renderRing(24.6);
    const [, indicator] = ring.querySelectorAll('circle');
    const dash = Number(indicator.getAttribute('stroke-dasharray'));
    const offset = Number(indicator.getAttribute('stroke-dashoffset'));
    expect(offset / dash).toBeCloseTo(0.75, 5);
  });
});

describe('ProgressBar', () => {
  it('rounds its percent the same way', () => {
    render(
      <ThemeProvider withGlobalStyle={false}>
        <ProgressBar value={12.5} label="Event progress" />
      </ThemeProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Event progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '13');
    expect(screen.getByText('13%')).toBeInTheDocument();
  });
});
