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

  it('as a link: reads in the link colour and the size of the text around it, and still acts as a button', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <ThemeProvider withGlobalStyle={false}>
        <p style={{ fontSize: '12px' }}>
          Open <Button variant="link" onClick={onClick}>Alpha Ledger · Security</Button> to moderate it.
        </p>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Alpha Ledger · Security' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveStyle({
      color: 'rgb(37, 99, 235)',
      textDecoration: 'underline',
      fontSize: '12px',
      padding: '0px',
      minHeight: '0px',
      backgroundColor: 'rgba(0, 0, 0, 0)',
    });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('as a link that picks what shows, the pressed one is bold', () => {
    render(
      <ThemeProvider withGlobalStyle={false}>
        <Button variant="link" aria-pressed>
          Alpha Ledger · Security
        </Button>
        <Button variant="link" aria-pressed={false}>
          Beta Books · Security
        </Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Alpha Ledger · Security', pressed: true })).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByRole('button', { name: 'Beta Books · Security', pressed: false })).toHaveStyle({ fontWeight: '500' });
  });
});
