import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@vsp/api-client';
import { api } from '@vsp/contract';
import { ThemeProvider } from '@vsp/design-system';
import { answerFetch } from '../../../../test/fetch';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';

const MINUTE = 60_000;
const timing = { idleSeconds: 30 * 60, expiresAt: '2030-01-01T00:30:00.000Z' };

async function renderDialog() {
  const spy = answerFetch(200, JSON.stringify(timing));
  const onSignOut = jest.fn();
  render(
    <ThemeProvider withGlobalStyle={false}>
      <SessionTimeoutDialog onSignOut={onSignOut} />
    </ThemeProvider>,
  );
  // The idle timeout is asked for once, at once.
  await act(async () => undefined);
  expect(spy).toHaveBeenCalledWith(api.auth.session.path(), expect.objectContaining({ method: 'GET' }));
  return { spy, onSignOut };
}

const warning = () => screen.queryByRole('alertdialog', { name: 'Your session is about to expire' });

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SessionTimeoutDialog', () => {
  it('warns two minutes before the idle timeout ends after the last call', async () => {
    await renderDialog();
    await wait(27 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
    await wait(MINUTE);
    expect(warning()).toBeInTheDocument();
  });

  it('counts from the last call any screen made', async () => {
    await renderDialog();
    await wait(20 * MINUTE);
    await act(() => callApi(api.events.list));
    await wait(27 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
    await wait(MINUTE);
    expect(warning()).toBeInTheDocument();
  });

  it('extends the session with one call on "Stay signed in" and closes, to warn again one idle timeout later', async () => {
    const { spy } = await renderDialog();
    await wait(28 * MINUTE);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[1][0]).toBe(api.auth.session.path());
    // The answer is read as a stream, which may take more than one turn on a busy machine.
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
    await wait(27 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
    await wait(MINUTE);
    expect(warning()).toBeInTheDocument();
  });

  it('signs out on "Sign out"', async () => {
    const { onSignOut } = await renderDialog();
    await wait(28 * MINUTE);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalled();
  });
});
