import { act, render, screen } from '@testing-library/react';
import styled, { useTheme } from 'styled-components';
import { contrastTextFor, createTheme, defaultTheme } from './createTheme';
import { ThemeProvider } from './ThemeProvider';
import { baseColors, darkColors } from './tokens';

const Swatch = styled.div`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandContrast};
`;

const Page = styled.div`
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

function Scheme() {
  return <span data-testid="scheme">{useTheme().colorScheme}</span>;
}

/** jsdom has no matchMedia: a stand-in whose "prefers dark" answer the test changes, telling the listeners. */
function systemPrefersDark(initially: boolean) {
  let dark = initially;
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = jest.fn((media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)');
    return query as unknown as MediaQueryList;
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    listeners,
  };
}

/** jsdom reports colours as rgb(...). */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

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

  describe('following the system colour scheme', () => {
    afterEach(() => {
      Reflect.deleteProperty(window, 'matchMedia');
    });

    it('uses the dark set when the system prefers dark, and switches live when the setting changes', () => {
      const system = systemPrefersDark(true);
      const { unmount } = render(
        <ThemeProvider withGlobalStyle={false}>
          <Page data-testid="page" />
        </ThemeProvider>,
      );
      expect(screen.getByTestId('page')).toHaveStyle({ backgroundColor: rgb(darkColors.background), color: rgb(darkColors.text) });

      system.set(false);
      expect(screen.getByTestId('page')).toHaveStyle({ backgroundColor: rgb(baseColors.background), color: rgb(baseColors.text) });

      system.set(true);
      expect(screen.getByTestId('page')).toHaveStyle({ backgroundColor: rgb(darkColors.background) });

      unmount();
      expect(system.listeners.size).toBe(0);
    });

    it('uses the light set when the system prefers light or cannot tell', () => {
      systemPrefersDark(false);
      render(
        <ThemeProvider withGlobalStyle={false}>
          <Page data-testid="page" />
        </ThemeProvider>,
      );
      expect(screen.getByTestId('page')).toHaveStyle({ backgroundColor: rgb(baseColors.background) });
    });

    it('keeps the brand colour and its white text in the dark set', () => {
      systemPrefersDark(true);
      render(
        <ThemeProvider withGlobalStyle={false} brandColor="#0f766e" brandContrastColor="#ffffff">
          <Swatch data-testid="swatch" />
        </ThemeProvider>,
      );
      expect(screen.getByTestId('swatch')).toHaveStyle({ backgroundColor: 'rgb(15, 118, 110)', color: 'rgb(255, 255, 255)' });
    });

    it('lets a story fix the colour set whatever the system says', () => {
      systemPrefersDark(true);
      render(
        <ThemeProvider withGlobalStyle={false} colorScheme="light">
          <Page data-testid="page" />
        </ThemeProvider>,
      );
      expect(screen.getByTestId('page')).toHaveStyle({ backgroundColor: rgb(baseColors.background) });
    });

    it('names the set in force, which the global style gives to form controls and scrollbars as color-scheme', () => {
      const system = systemPrefersDark(true);
      render(
        <ThemeProvider withGlobalStyle={false}>
          <Scheme />
        </ThemeProvider>,
      );
      expect(screen.getByTestId('scheme')).toHaveTextContent('dark');
      system.set(false);
      expect(screen.getByTestId('scheme')).toHaveTextContent('light');
    });
  });
});
