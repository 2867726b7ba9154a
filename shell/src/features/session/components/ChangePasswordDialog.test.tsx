import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@vsp/contract';
import { renderWithProviders } from '@vsp/test-support/render';
import { answerFetch } from '../../../../test/fetch';
import { ChangePasswordDialog } from './ChangePasswordDialog';

function renderDialog() {
  const onClose = jest.fn();
  renderWithProviders(<ChangePasswordDialog open onClose={onClose} />, { fixtures: {}, path: '/' });
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  return { onClose, dialog };
}

async function fill(dialog: HTMLElement, current: string, next: string, confirmation = next) {
  if (current) await userEvent.type(within(dialog).getByLabelText(/^Current Password/), current);
  if (next) await userEvent.type(within(dialog).getByLabelText(/^New Password/), next);
  if (confirmation) await userEvent.type(within(dialog).getByLabelText(/^Confirm New Password/), confirmation);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordDialog', () => {
  it('asks for the current password, a new one of the allowed length and the same confirmation before sending', async () => {
    const spy = answerFetch(204, '');
    const { dialog } = renderDialog();
    await fill(dialog, '', '');
    expect(within(dialog).getByText('Current password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('New password is required')).toBeInTheDocument();

    await fill(dialog, 'old secret', 'short', 'short');
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^New Password/));
    await userEvent.clear(within(dialog).getByLabelText(/^Confirm New Password/));
    await fill(dialog, '', 'a long new secret', 'a long new secreT');
    expect(within(dialog).getByText('The passwords do not match')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends the current and the new password, toasts the success and closes', async () => {
    const spy = answerFetch(204, '');
    const { dialog, onClose } = renderDialog();
    await fill(dialog, 'old secret', 'a long new secret');
    expect(await screen.findByText('Password changed; your other sessions have been signed out')).toBeInTheDocument();
    expect(spy.mock.calls[0][0]).toBe(api.auth.changePassword.path());
    expect(spy.mock.calls[0][1]).toMatchObject({ method: 'PUT' });
    expect(JSON.parse(String(spy.mock.calls[0][1]!.body))).toEqual({ currentPassword: 'old secret', newPassword: 'a long new secret' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('toasts the server message and stays open when the change is refused', async () => {
    answerFetch(400, JSON.stringify({ statusCode: 400, message: 'The current password is incorrect' }));
    const { dialog, onClose } = renderDialog();
    await fill(dialog, 'wrong secret', 'a long new secret');
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
