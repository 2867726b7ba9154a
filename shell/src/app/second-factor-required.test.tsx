import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type CurrentUser, type SecondFactorStatus } from '@vsp/contract';
import { loadRoutes } from '../features/remotes/load-remote';
import { renderApp, serve, type Answers } from '../../test/app';

jest.mock('../features/remotes/load-remote', () => ({ loadRoutes: jest.fn() }));

const admin: CurrentUser = { id: -1, name: 'System Administrator', isAdmin: true };
const required: SecondFactorStatus = { enabled: false, available: true, setupRequired: true };

let answers: Answers;

beforeEach(() => {
  jest.mocked(loadRoutes).mockResolvedValue({ default: () => <p>the panel</p> } as never);
  answers = {
    [`GET ${api.auth.me.path()}`]: { status: 200, body: admin },
    [`GET ${api.auth.mfa.path()}`]: { status: 200, body: required },
    [`POST ${api.auth.mfaSetup.path()}`]: { status: 200, body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Portal:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' } },
    [`POST ${api.auth.mfaEnable.path()}`]: { status: 200, body: { recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'] } },
  };
  serve(() => answers);
});

it('shows an administrator who must set up two-step sign-in the setup in place of the portal, which opens once it is on', async () => {
  renderApp();
  expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Set Up' }));
  await userEvent.type(await screen.findByLabelText(/Code from the app/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn On' }));
  expect(await screen.findByText('AAAA-BBBB-CCCC-DDDD')).toBeInTheDocument();
  answers[`GET ${api.auth.mfa.path()}`] = { status: 200, body: { ...required, enabled: true, setupRequired: false } };
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  // The frame's chunk loads first, which takes a while when the machine is busy.
  expect(await screen.findByRole('navigation', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Set up two-step sign-in' })).not.toBeInTheDocument();
});
