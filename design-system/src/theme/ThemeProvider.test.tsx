import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { contrastTextFor, createTheme, defaultTheme } from './createTheme';
import { ThemeProvider } from './ThemeProvider';

const Swatch = styled.div`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandContrast};
`;

describe('theme', () => {
  it('provides the default brand colour', () => {
    render(
      <ThemeProvider withGlobalStyle={false}>
        <Swatch data-testid="swatch" />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('swatch')).toHaveStyle({ backgroundColor: 'rgb(37, 99, 235)' });
  });

  it('overrides the brand colour at runtime and keeps its text readable', () => {
    const { rerender } = render(
      <ThemeProvider withGlobalStyle={false} brandColor="#0f766e">
        <Swatch data-testid="swatch" />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('swatch')).toHaveStyle({ backgroundColor: 'rgb(15, 118, 110)', color: 'rgb(255, 255, 255)' });

    rerender(
      <ThemeProvider withGlobalStyle={false} brandColor="#fbbf24">
        <Swatch data-testid="swatch" />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('swatch')).toHaveStyle({ backgroundColor: 'rgb(251, 191, 36)', color: 'rgb(15, 23, 42)' });
  });

  it('derives the focus ring from the brand colour and leaves other tokens alone', () => {
    const theme = createTheme({ brandColor: '#6d28d9' });
    expect(theme.focusRing).toContain('#6d28d9');
    expect(theme.colors.status).toEqual(defaultTheme.colors.status);
    expect(theme.colors.destructive).toBe(defaultTheme.colors.destructive);
  });

  it('ignores a blank override', () => {
    expect(createTheme({ brandColor: '  ' }).colors.brand).toBe(defaultTheme.colors.brand);
  });

  it('picks dark text for light colours and white for dark ones, including short hex', () => {
    expect(contrastTextFor('#fff')).toBe(defaultTheme.colors.text);
    expect(contrastTextFor('#1e3a8a')).toBe(defaultTheme.colors.textInverse);
    expect(contrastTextFor('rebeccapurple')).toBe(defaultTheme.colors.textInverse);
  });
});
