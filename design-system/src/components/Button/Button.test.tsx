import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { Button } from './Button';

describe('Button', () => {
  it('shows its pending label, is busy and cannot be pressed again while pending', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <ThemeProvider withGlobalStyle={false}>
        <Button pending pendingLabel="Saving..." onClick={onClick}>
          Save Score
        </Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(
      <ThemeProvider withGlobalStyle={false}>
        <Button>Cancel</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });
});
