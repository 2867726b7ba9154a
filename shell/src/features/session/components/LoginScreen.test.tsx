import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, SSO_ERRORS } from '@vsp/contract';
import { renderWithProviders } from '@vsp/test-support/render';
import { answerFetch } from '../../../../test/fetch';
import { LoginScreen } from './LoginScreen';

const siteConfig = { siteName: 'Review Hub', clientName: null, supportEmail: 'help@example.com', siteLogoUrl: null, venueText: null };

const siteConfigKey = api.site.config.path();

const answerLogin = (status: number, body: unknown) => answerFetch(status, JSON.stringify(body));

describe('LoginScreen', () => {
  it('shows the site name, or the fallback name', async () => {
    renderWithProviders(<LoginScreen />, { fixtures: {}, path: '/' });
    expect(screen.getByRole('heading', { name: 'Vendor Scoring Portal' })).toBeInTheDocument();
  });

  it('asks for the username and the password before sending anything', async () => {
    const spy = answerFetch(500, '');
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: siteConfig } }, path: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('toasts the server message when sign-in fails', async () => {
    answerLogin(429, { statusCode: 429, message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: siteConfig } }, path: '/' });
    await userEvent.type(screen.getByLabelText(/Username/), 'eva');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many failed sign-in attempts. Please try again in 15 minutes.')).toBeInTheDocument();
  });

  it('welcomes the user to the site and goes to the events, from whatever address the sign-in page was shown at', async () => {
    const spy = answerLogin(200, { id: 3, name: 'Eva', isAdmin: false });
    // The sign-in page comes before the signed-in frame's router: the browser's own address is what changes.
    window.history.replaceState(null, '', '/admin');
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: siteConfig } }, path: '/admin' });
    await screen.findByRole('heading', { name: 'Review Hub' });
    await userEvent.type(screen.getByLabelText(/Username/), ' eva ');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome to Review Hub')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(JSON.parse(String(spy.mock.calls[0][1]!.body))).toEqual({ username: 'eva', password: 'secret' });
  });

  it('asks for the code of the app after a right password, and signs in with it', async () => {
    const spy = jest
      .fn()
      .mockResolvedValueOnce({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify({ mfaRequired: true }) })
      .mockResolvedValueOnce({ ok: false, status: 401, statusText: 'Unauthorized', text: async () => JSON.stringify({ statusCode: 401, message: 'The code is not valid. Please try again.' }) })
      .mockResolvedValueOnce({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify({ id: 3, name: 'Eva', isAdmin: false }) });
    globalThis.fetch = spy;
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: siteConfig } }, path: '/' });
    await screen.findByRole('heading', { name: 'Review Hub' });
    await userEvent.type(screen.getByLabelText(/Username/), 'eva');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText(/Authentication code/);
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not valid. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Authentication code/)).toHaveValue('');

    await userEvent.type(screen.getByLabelText(/Authentication code/), ' 123 456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome to Review Hub')).toBeInTheDocument();
    expect(spy.mock.calls.map((call) => call[0])).toEqual([api.auth.login.path(), api.auth.loginMfa.path(), api.auth.loginMfa.path()]);
    expect(JSON.parse(String(spy.mock.calls[2][1]!.body))).toEqual({ code: '123 456' });
  });

  it('starts the sign-in again from the code step', async () => {
    answerLogin(200, { mfaRequired: true });
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: siteConfig } }, path: '/' });
    await userEvent.type(screen.getByLabelText(/Username/), 'eva');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.getByLabelText(/Username/)).toHaveValue('eva');
  });

  it('offers single sign-on above the form, back to the events', async () => {
    window.history.replaceState(null, '', '/');
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: { ...siteConfig, ssoLabel: 'Contoso', passwordSignIn: true } } }, path: '/' });
    const button = await screen.findByRole('link', { name: 'Sign in with Contoso' });
    expect(button).toHaveAttribute('href', api.sso.start.path({ returnTo: '/' }));
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
    expect(button.compareDocumentPosition(screen.getByLabelText(/Username/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the password form for the system account, shown when asked for, while password sign-in is off', async () => {
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: { ...siteConfig, ssoLabel: 'Contoso', passwordSignIn: false } } }, path: '/' });
    expect(await screen.findByRole('link', { name: 'Sign in with Contoso' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with the system account' }));
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
  });

  it('says why a single sign-on failed, in its own words, once', async () => {
    window.history.replaceState(null, '', '/?signInError=denied&keep=1');
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: { ...siteConfig, ssoLabel: 'Contoso' } } }, path: '/' });
    expect(await screen.findByText(SSO_ERRORS.denied)).toBeInTheDocument();
    expect(window.location.search).toBe('?keep=1');
    window.history.replaceState(null, '', '/?signInError=Call+0800+now');
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: siteConfig } }, path: '/' });
    expect(await screen.findByText(SSO_ERRORS.invalid)).toBeInTheDocument();
    expect(screen.queryByText(/0800/)).not.toBeInTheDocument();
  });

  it('offers a password reset mail draft to the support address', async () => {
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: siteConfig } }, path: '/' });
    await screen.findByRole('heading', { name: 'Review Hub' });
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')!)).toMatch(
      /^mailto:help@example\.com\?subject=Password Reset Request - Review Hub&body=/,
    );
  });
});
