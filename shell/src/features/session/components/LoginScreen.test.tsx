import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@vsp/contract';
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

  it('offers a password reset mail draft to the support address', async () => {
    renderWithProviders(<LoginScreen />, { fixtures: { [siteConfigKey]: { data: siteConfig } }, path: '/' });
    await screen.findByRole('heading', { name: 'Review Hub' });
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')!)).toMatch(
      /^mailto:help@example\.com\?subject=Password Reset Request - Review Hub&body=/,
    );
  });
});
