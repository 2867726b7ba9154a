import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type SecondFactorStatus } from '@vsp/contract';
import { renderWithProviders } from '@vsp/test-support/render';
import { SecondFactorDialog } from './SecondFactorDialog';

// Set up once, so the browser's clipboard is user-event's stub, which the test can read.
const user = userEvent.setup();

const OFF: SecondFactorStatus = { enabled: false, available: true, setupRequired: false };
const ON: SecondFactorStatus = { ...OFF, enabled: true };
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Review%20Hub:eva?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Review%20Hub' };
const CODES = Array.from({ length: 10 }, (_, index) => `AAAA-BBBB-CCCC-DD${'ABCDEFGHIJ'[index]}A`);

/** Answers each call with the next of `answers` (status and body), recording the calls. */
function answerInTurn(...answers: [number, unknown][]): jest.Mock {
  const mock = jest.fn();
  for (const [status, body] of answers) {
    mock.mockResolvedValueOnce({ ok: status < 300, status, statusText: 'Status', text: async () => (body === undefined ? '' : JSON.stringify(body)) });
  }
  globalThis.fetch = mock;
  return mock;
}

function renderDialog(status: SecondFactorStatus) {
  const onClose = jest.fn();
  renderWithProviders(<SecondFactorDialog open onClose={onClose} />, { fixtures: { [api.auth.mfa.path()]: { data: status } }, path: '/' });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Two-Step Sign-In' }) };
}

describe('SecondFactorDialog', () => {
  it('sets up the app with a QR code of the secret, confirms it with a code and shows the recovery codes once', async () => {
    const spy = answerInTurn([200, SETUP], [200, { recoveryCodes: CODES }]);
    const { dialog, onClose } = renderDialog(OFF);
    await user.click(await within(dialog).findByRole('button', { name: 'Set Up' }));
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(dialog).getByLabelText('Setup key')).toHaveTextContent(SETUP.secret);

    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    expect(within(dialog).getByText('Code is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Code from the app/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(spy.mock.calls.map((call) => [call[0], call[1].method])).toEqual([
      [api.auth.mfaSetup.path(), 'POST'],
      [api.auth.mfaEnable.path(), 'POST'],
    ]);
    expect(JSON.parse(String(spy.mock.calls[1][1].body))).toEqual({ code: '123456' });

    await user.click(within(dialog).getByRole('button', { name: 'Copy Codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('turns it off with a code, and keeps it on when the code is refused', async () => {
    const spy = answerInTurn([400, { statusCode: 400, message: 'The code is not valid. Please try again.' }], [204, undefined]);
    const { dialog, onClose } = renderDialog(ON);
    const code = await within(dialog).findByLabelText(/^Code/);
    await user.type(code, 'AAAA-BBBB');
    await user.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByText('The code is not valid. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByText('Two-step sign-in is off')).toBeInTheDocument();
    expect(spy.mock.calls[1][0]).toBe(api.auth.mfaDisable.path());
    expect(spy.mock.calls[1][1]).toMatchObject({ method: 'DELETE' });
    expect(JSON.parse(String(spy.mock.calls[1][1].body))).toEqual({ code: '654321' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
