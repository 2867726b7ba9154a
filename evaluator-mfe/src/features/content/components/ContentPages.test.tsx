import { screen, within } from '@testing-library/react';
import { api } from '@vsp/contract';
import { renderWithProviders, type Fixtures } from '@vsp/test-support/render';
import { admin, evaluator, keys, makeEvent, makeVendor, makeVendorFile } from '../../../../test/fixtures';
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

/** Reference Material also reads the vendors' documents: none unless a test adds them. */
const referenceFixtures = (overrides: Fixtures = {}): Fixtures => ({
  [keys.vendorFiles]: { data: [] },
  [keys.vendors]: { data: [] },
  ...overrides,
});

describe('Content pages', () => {
  it.each([
    ['/vendor-files', 'Reference Material', 'No Reference Material Available', 'Reference materials will be provided by the administrator.'],
    ['/instructions', 'Instructions for Participants', 'No Instructions Available', 'Instructions will be provided by the administrator.'],
  ])('%s shows the default title and the empty state when the page is missing', async (path, title, emptyTitle, emptyText) => {
    renderWithProviders(<EvaluatorRoutes user={evaluator} />, { path, fixtures: referenceFixtures({ [keys.content(path.slice(1))]: { status: 404 } }) });
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
      fixtures: referenceFixtures({ [keys.content('vendor-files')]: page('Vendor Files', html) }),
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
    renderWithProviders(<EvaluatorRoutes user={evaluator} />, {
      path: '/vendor-files',
      fixtures: referenceFixtures({ [keys.content('vendor-files')]: { status: 500 } }),
    });
    expect(await screen.findByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
    expect(screen.queryByText('No Reference Material Available')).not.toBeInTheDocument();
  });

  describe("Reference Material's vendor documents", () => {
    // Listed out of order: groups follow the vendors' order.
    const vendors = [
      makeVendor({ id: 200, name: 'Vendor B', order: 2 }),
      makeVendor({ id: 100, name: 'Vendor A', order: 1 }),
      makeVendor({ id: 300, name: 'Vendor C', order: 3 }),
    ];
    const files = [
      makeVendorFile({ id: 3, vendorId: 200, title: 'Pricing sheet', fileType: 'Excel', sizeBytes: 48 * 1024 }),
      makeVendorFile({ id: 1, vendorId: 100, title: 'Product deck', description: 'The slides shown on the day' }),
      makeVendorFile({ id: 2, vendorId: 100, title: 'Case studies', kind: 'link' }),
    ];

    it('lists every vendor’s documents under the vendor’s name, beneath the page content', async () => {
      renderWithProviders(<EvaluatorRoutes user={evaluator} />, {
        path: '/vendor-files',
        fixtures: referenceFixtures({
          [keys.content('vendor-files')]: page('Reference Material', '<p>Read before the event.</p>'),
          [keys.vendorFiles]: { data: files },
          [keys.vendors]: { data: vendors },
        }),
      });
      const section = (await screen.findByRole('heading', { level: 2, name: 'Vendor documents' })).closest('section') as HTMLElement;
      expect(screen.getByText('Read before the event.').compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Vendor C has no documents, so no heading.
      expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Vendor A', 'Vendor B']);
      const groupOf = (name: string) => within(section).getByRole('heading', { level: 3, name }).parentElement as HTMLElement;

      const titles = within(groupOf('Vendor A'))
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(titles).toEqual(['Product deck', 'Case studies (opens in a new tab)']);
      const deck = within(groupOf('Vendor A')).getByRole('link', { name: 'Product deck' });
      expect(deck).toHaveAttribute('href', api.vendorFiles.download.path({ id: 1 }));
      expect(deck).toHaveAttribute('download');
      expect(within(groupOf('Vendor A')).getByText('The slides shown on the day')).toBeInTheDocument();
      const link = within(groupOf('Vendor A')).getByRole('link', { name: 'Case studies (opens in a new tab)' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');

      const sheet = within(groupOf('Vendor B')).getByRole('link', { name: 'Pricing sheet' });
      expect(sheet).toHaveAttribute('href', api.vendorFiles.download.path({ id: 3 }));
      expect(within(groupOf('Vendor B')).getByText('Excel')).toBeInTheDocument();
      expect(within(groupOf('Vendor B')).getByText('48 KB')).toBeInTheDocument();
    });

    it('shows the documents even when the page itself is empty', async () => {
      renderWithProviders(<EvaluatorRoutes user={evaluator} />, {
        path: '/vendor-files',
        fixtures: referenceFixtures({
          [keys.content('vendor-files')]: { status: 404 },
          [keys.vendorFiles]: { data: files },
          [keys.vendors]: { data: vendors },
        }),
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Vendor documents' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'No Reference Material Available' })).toBeInTheDocument();
    });

    it('shows no section when there are no documents', async () => {
      renderWithProviders(<EvaluatorRoutes user={evaluator} />, {
        path: '/vendor-files',
        fixtures: referenceFixtures({
          [keys.content('vendor-files')]: page('Reference Material', '<p>Read before the event.</p>'),
          [keys.vendors]: { data: vendors },
        }),
      });
      expect(await screen.findByText('Read before the event.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Vendor documents' })).not.toBeInTheDocument();
    });
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
