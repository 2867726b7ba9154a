import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@vsp/contract';
import { renderWithProviders } from '@vsp/test-support/render';
import { Link, useLocation } from 'react-router-dom';
import { loadRoutes, type RemoteName } from '../features/remotes/load-remote';
import { AppRoutes } from './routes';

jest.mock('../features/remotes/load-remote', () => ({ loadRoutes: jest.fn() }));
const load = jest.mocked(loadRoutes);

const evaluator: CurrentUser = { id: 7, name: 'Robin Evaluator', isAdmin: false };
const admin: CurrentUser = { id: 1, name: 'Alex Admin', isAdmin: true };

/** A remote's routes that say which remote drew the path, with a way out to the other area. */
function fakeRemote(name: RemoteName) {
  return {
    default: function FakeRoutes() {
      const { pathname } = useLocation();
      return (
        <>
          <p>{`${name} remote at ${pathname}`}</p>
          <Link to={name === 'admin' ? '/' : '/admin'}>Elsewhere</Link>
        </>
      );
    },
  };
}

const renderRoutes = (user: CurrentUser, path: string) => renderWithProviders(<AppRoutes user={user} />, { fixtures: {}, path });

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (name) => fakeRemote(name));
});

describe('AppRoutes', () => {
  it.each(['/', '/scoring/4', '/instructions', '/no-such-page'])('hands %s to the evaluator remote, which owns its pages and its 404', async (path) => {
    renderRoutes(evaluator, path);
    expect(await screen.findByText(`evaluator remote at ${path}`)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('admin');
  });

  it('opens /admin and the paths below it in the admin remote for an administrator', async () => {
    renderRoutes(admin, '/admin/elsewhere');
    expect(await screen.findByText('admin remote at /admin/elsewhere')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('evaluator');
  });

  it('sends anyone else from /admin home without loading the admin remote', async () => {
    renderRoutes(evaluator, '/admin');
    expect(await screen.findByText('evaluator remote at /')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(load).not.toHaveBeenCalledWith('admin');
  });

  it('swaps remotes when an administrator moves between the two areas', async () => {
    renderRoutes(admin, '/admin');
    await userEvent.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('evaluator remote at /')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('admin remote at /admin')).toBeInTheDocument();
  });

  it('shows a placeholder while the remote loads', () => {
    load.mockReturnValue(new Promise(() => {}));
    renderRoutes(evaluator, '/');
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error view with a retry when a remote fails to load, and loads it afresh on retry', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderRoutes(evaluator, '/');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal could not be loaded');
    expect(logged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('evaluator remote at /')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
