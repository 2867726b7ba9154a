import { render, screen } from '@testing-library/react';
import { space, ThemeProvider } from '../../theme';
import { Button } from '../Button';
import { Toolbar } from './Toolbar';

describe('Toolbar', () => {
  it('holds its actions in a row that wraps, in the order given, placed where asked', () => {
    render(
      <ThemeProvider withGlobalStyle={false}>
        <Toolbar data-testid="actions" justify="end">
          <Button variant="outline">Cancel</Button>
          <Button>Save</Button>
        </Toolbar>
      </ThemeProvider>,
    );
    const toolbar = screen.getByTestId('actions');
    expect(toolbar).toHaveStyle({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space[2] });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Save']);
  });
});
