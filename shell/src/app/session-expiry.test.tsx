import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@vsp/api-client';
import { api, type CurrentUser } from '@vsp/contract';
import { useLocation } from 'react-router-dom';
import { loadRoutes } from '../features/remotes/load-remote';
import { useEndedSession } from '../features/session/api/ended-session';
import { renderApp, serve, type Answers } from '../../test/app';

jest.mock('../features/remotes/load-remote', () => ({ loadRoutes: jest.fn() }));

const eva: CurrentUser = { id: 7, name: 'Eva Evaluator', isAdmin: false };
const siteConfig = { siteName: 'Review Hub', clientName: null, supportEmail: 'help@example.com', siteLogoUrl: null, venueText: null };
const DRAFT_KEY = 'vsp:draft:7:4:2:9';

/** The server as the browser sees it: an answer per method and path; the events list stands for any call. */
let answers: Answers;

/** A remote's page that says where it is and makes a call on demand. */
function FakePage() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>{`page at ${pathname}${search}`}</p>
      <button type="button" onClick={() => callApi(api.events.list).catch(() => undefined)}>
        Load events
      </button>
    </>
  );
}

async function signInAgain(user = eva) {
  answers[`POST ${api.auth.login.path()}`] = { status: 200, body: user };
  await userEvent.type(screen.getByLabelText(/Username/), 'eva');
  await userEvent.type(screen.getByLabelText(/Password/), 'eva-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  jest.mocked(loadRoutes).mockResolvedValue({ default: FakePage } as never);
  useEndedSession.setState({ ended: null });
  answers = {
    [`GET ${api.auth.me.path()}`]: { status: 200, body: eva },
    [`GET ${api.site.config.path()}`]: { status: 200, body: siteConfig },
    [`GET ${api.content.list.path()}`]: { status: 200, body: [] },
    [`GET ${api.auth.session.path()}`]: { status: 200, body: { idleSeconds: 3600, expiresAt: new Date(Date.now() + 3_600_000).toISOString() } },
    [`GET ${api.events.list.path()}`]: { status: 200, body: [] },
  };
  serve(() => answers);
  window.history.replaceState(null, '', '/scoring/4?vendor=2');
  window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ score: 3, savedAt: Date.now() }));
});

async function expire() {
  renderApp();
  await screen.findByText('page at /scoring/4?vendor=2');
  answers[`GET ${api.events.list.path()}`] = { status: 401, body: { statusCode: 401, message: 'Missing authentication' } };
  await userEvent.click(screen.getByRole('button', { name: 'Load events' }));
  return screen.findByText('Your session has expired. Please sign in again.');
}

describe('a session that ends while signed in', () => {
  it('brings the sign-in screen with the message on the next call', async () => {
    expect(await expire()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/scoring/4');
  });

  it('goes back to the page the person was on after they sign in, the score draft kept', async () => {
    await expire();
    await signInAgain();
    expect(await screen.findByText('page at /scoring/4?vendor=2')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/scoring/4?vendor=2');
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });

  it('sends someone else who signs in there to the events instead', async () => {
    await expire();
    await signInAgain({ id: 8, name: 'Olli Other', isAdmin: false });
    expect(await screen.findByText('page at /')).toBeInTheDocument();
  });

  it('shows no message after the person signs out themselves, even when the sign-out is refused', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp();
    await screen.findByText('page at /scoring/4?vendor=2');
    answers[`POST ${api.auth.logout.path()}`] = { status: 401, body: { statusCode: 401, message: 'Missing authentication' } };
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

afterEach(() => window.localStorage.clear());
