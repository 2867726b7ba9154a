import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const handlers = { onConfirm: jest.fn(), onCancel: jest.fn() };
  render(
    <ThemeProvider withGlobalStyle={false}>
      <ConfirmDialog
        open
        title="Delete User"
        message='Are you sure you want to delete user "Jordan Example"? This action cannot be undone.'
        {...handlers}
        {...props}
      />
    </ThemeProvider>,
  );
  return handlers;
}

describe('ConfirmDialog', () => {
  it('is an alert dialog that reads out its question, with focus on Cancel', () => {
    renderConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete User' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete user "Jordan Example"? This action cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms and cancels', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the pending label and blocks both buttons while the deletion runs', () => {
    renderConfirm({ pending: true });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('shows what goes with the question under it, and can have nothing to confirm', () => {
    renderConfirm({ confirmDisabled: true, children: <p>Nobody would receive one</p> });
    expect(screen.getByText('Nobody would receive one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
