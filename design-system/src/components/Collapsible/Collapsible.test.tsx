import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { Collapsible } from './Collapsible';

describe('Collapsible', () => {
  it('starts open when asked and toggles its content', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider withGlobalStyle={false}>
        <Collapsible title="Vendor A" defaultOpen>
          Scores here
        </Collapsible>
      </ThemeProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Vendor A' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Scores here')).toBeVisible();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Scores here')).not.toBeVisible();
  });
});
