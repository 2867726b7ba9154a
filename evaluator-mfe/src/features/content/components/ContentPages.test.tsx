import { screen } from '@testing-library/react';
import { renderWithProviders, type Fixtures } from '@vsp/test-support/render';
import { admin, evaluator, keys, makeEvent } from '../../../../test/fixtures';
import EvaluatorRoutes from '../../../routes';

const dashboardFixtures: Fixtures = {
  [keys.events]: { data: [makeEvent({ id: 1, name: 'Spring Demo Day' })] },
  [keys.myPermissions]: { data: [] },
  [keys.myScores]: { data: [] },
  [keys.myQuestions]: { data: [] },
  [keys.vendors]: { data: [] },
  [keys.mySubmissions]: { data: [] },
};

const page = (title: string, content: string | null) => ({ data: { title, content } });

describe('Content pages', () => {
  it.each([
    ['/vendor-files', 'Reference Material', 'No Reference Material Available', 'Reference materials will be provided by the administrator.'],
    ['/instructions', 'Instructions for Participants', 'No Instructions Available', 'Instructions will be provided by the administrator.'],
  ])('%s shows the default title and the empty state when the page is missing', async (path, title, emptyTitle, emptyText) => {
    renderWithProviders(<EvaluatorRoutes user={evaluator} />, { path, fixtures: { [keys.content(path.slice(1))]: { status: 404 } } });
    expect(await screen.findByRole('heading', { name: emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(emptyText)).toBeInTheDocument();
  });

  it('shows the empty state for a page without content, under the page title', async () => {
    renderWithProviders(<EvaluatorRoutes user={evaluator} />, {
      path: '/instructions',
      fixtures: { [keys.content('instructions')]: page('How to score', '  ') },
    });
    expect(await screen.findByRole('heading', { name: 'No Instructions Available' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'How to score' })).toBeInTheDocument();
  });

  it('renders the page title and its sanitised HTML', async () => {
    const html =
      '<h2>Vendor decks</h2><p><strong>Read</strong> before the event.</p><ul><li><a href="https://example.org/deck.pdf">Deck</a></li></ul>' +
      '<script>window.pwned = true</script><img src="x.png" onerror="window.pwned = true" alt="Plan"><a href="javascript:alert(1)">Bad link</a>';
    const { container } = renderWithProviders(<EvaluatorRoutes user={evaluator} />, {
      path: '/vendor-files',
      fixtures: { [keys.content('vendor-files')]: page('Vendor Files', html) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Vendor decks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Files' })).toBeInTheDocument();
    expect(screen.getByText('Read').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Deck' })).toHaveAttribute('href', 'https://example.org/deck.pdf');
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expect(screen.getByRole('img', { name: 'Plan' })).not.toHaveAttribute('onerror');
    expect(container.querySelector('script')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('shows any other failure instead of pretending the page is empty', async () => {
    renderWithProviders(<EvaluatorRoutes user={evaluator} />, { path: '/vendor-files', fixtures: { [keys.content('vendor-files')]: { status: 500 } } });
    expect(await screen.findByText('500: Internal Server Error')).toBeInTheDocument();
    expect(screen.queryByText('No Reference Material Available')).not.toBeInTheDocument();
  });

  it('sends a non-admin from the admin instructions to the dashboard', async () => {
    renderWithProviders(<EvaluatorRoutes user={evaluator} />, { path: '/admin-instructions', fixtures: dashboardFixtures });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Robin Evaluator' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('group', { name: 'Spring Demo Day' })).toBeInTheDocument();
  });

  it('shows an admin the admin instructions', async () => {
    renderWithProviders(<EvaluatorRoutes user={admin} />, {
      path: '/admin-instructions',
      fixtures: { [keys.content('admin-instructions')]: page('Running the day', '<p>Open the doors at nine.</p>') },
    });
    expect(await screen.findByText('Open the doors at nine.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Running the day' })).toBeInTheDocument();
  });

  it('points an admin to the Content Pages tab when there are no admin instructions', async () => {
    renderWithProviders(<EvaluatorRoutes user={admin} />, {
      path: '/admin-instructions',
      fixtures: { [keys.content('admin-instructions')]: { status: 404 } },
    });
    expect(await screen.findByRole('heading', { name: 'No admin instructions have been configured yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/admin?tab=content-pages');
    expect(screen.getByText(/Content Pages tab/)).toBeInTheDocument();
  });
});
