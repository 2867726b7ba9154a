import { render, screen } from '@testing-library/react';
import { space, ThemeProvider } from '../../theme';
import { Stack } from './Stack';

const renderInTheme = (ui: React.ReactElement) => render(<ThemeProvider withGlobalStyle={false}>{ui}</ThemeProvider>);

describe('Stack', () => {
  it('puts its children one under another with a gap from the theme, 16px unless given', () => {
    renderInTheme(
      <>
        <Stack data-testid="default">
          <p>Vendor</p>
          <p>Question</p>
        </Stack>
        <Stack data-testid="wide" gap={8}>
          <p>Ranking</p>
        </Stack>
      </>,
    );
    expect(screen.getByTestId('default')).toHaveStyle({ display: 'grid', gap: space[4], justifyItems: 'stretch' });
    expect(screen.getByTestId('wide')).toHaveStyle({ gap: space[8] });
  });

  it('lets a child be narrower than its content, so a wide child scrolls inside instead of widening the page', () => {
    renderInTheme(
      <Stack>
        <div data-testid="wide">A table wider than the screen</div>
      </Stack>,
    );
    expect(screen.getByTestId('wide')).toHaveStyle({ minWidth: '0px' });
  });

  it('renders as the element asked for, keeping its semantics and its own props', () => {
    renderInTheme(
      <Stack as="ul" aria-label="Vendors" align="end">
        <li>Alpha Ledger</li>
        <li>Beta Books</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Vendors' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({ justifyItems: 'end', margin: '0px', padding: '0px', listStyleType: 'none' });
  });
});
