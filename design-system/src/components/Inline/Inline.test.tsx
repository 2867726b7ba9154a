import { render, screen } from '@testing-library/react';
import { space, ThemeProvider } from '../../theme';
import { Inline } from './Inline';

const renderInTheme = (ui: React.ReactElement) => render(<ThemeProvider withGlobalStyle={false}>{ui}</ThemeProvider>);

describe('Inline', () => {
  it('lays its children side by side, centred, wrapping, 8px apart unless told otherwise', () => {
    renderInTheme(
      <Inline data-testid="row">
        <span>Alpha Ledger</span>
        <span>Beta Books</span>
      </Inline>,
    );
    expect(screen.getByTestId('row')).toHaveStyle({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-start',
      gap: space[2],
    });
  });

  it('spreads, aligns and keeps its children on one line when asked', () => {
    renderInTheme(
      <Inline data-testid="row" gap={3} align="end" justify="between" wrap={false}>
        <span>Filter</span>
        <span>Summary</span>
      </Inline>,
    );
    expect(screen.getByTestId('row')).toHaveStyle({
      flexWrap: 'nowrap',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
      gap: space[3],
    });
  });

  it('renders as the element asked for', () => {
    renderInTheme(
      <Inline as="ul" aria-label="Tags">
        <li>Finance</li>
      </Inline>,
    );
    expect(screen.getByRole('list', { name: 'Tags' }).tagName).toBe('UL');
  });
});
