import { screen, waitFor, within } from '@testing-library/react';
import { api, type AdminUser, type UserPermission, type UsersPage } from '@vsp/contract';
import { adminFixtures, adminUser, makeUser, robin, sam, systemUser } from '../../../../test/fixtures';
import { fixtureFetcher, mockFetch, renderWithProviders, type Fixtures, user } from '../../../../test/renderWithProviders';
import { FIRST_PERMISSIONS_VIEW, pagePermissionsPath, permissionUsersPath, type PermissionsView } from '../api/hooks';
import { PermissionsTab } from './PermissionsTab';

const usersPage = (items: AdminUser[], total = items.length): UsersPage => ({ items, total });

/** A page of users as the server answers the view, and the permission rows of exactly those users. */
function setPage(fixtures: Fixtures, view: PermissionsView, page: UsersPage, rows: UserPermission[] = []) {
  fixtures[permissionUsersPath(view)] = { data: page };
  if (page.items.length > 0) fixtures[pagePermissionsPath(page)] = { data: rows };
}

const FIRST_PAGE = usersPage([systemUser, adminUser, robin, sam]);
const FIRST_ROWS = pagePermissionsPath(FIRST_PAGE);

function renderTab(fixtures: Fixtures = adminFixtures()) {
  if (!(permissionUsersPath(FIRST_PERMISSIONS_VIEW) in fixtures)) setPage(fixtures, FIRST_PERMISSIONS_VIEW, FIRST_PAGE);
  if (!(FIRST_ROWS in fixtures)) fixtures[FIRST_ROWS] = { data: [{ userId: 7, eventId: 2, hasAccess: false }] };
  // Every read the tab makes, to prove it never asks for every user or every permission row.
  const reads: string[] = [];
  const fixturesFetcher = fixtureFetcher(fixtures);
  const fetcher = (key: string) => {
    reads.push(key);
    return fixturesFetcher(key);
  };
  renderWithProviders(<PermissionsTab />, { fixtures, fetcher });
  return { fixtures, reads };
}

describe('PermissionsTab', () => {
  it('turns every cell without a record on, and follows the records of the users on the page', async () => {
    const { reads } = renderTab();
    expect(await screen.findByRole('switch', { name: 'Robin Evaluator access to Platform Review' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Robin Evaluator access to Tooling Review' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sam Reviewer access to Tooling Review' })).toBeChecked();
    expect(reads).toContain(api.permissions.adminList.path({ userIds: '-1,1,7,8' }));
    expect(reads).not.toContain(api.permissions.adminList.path());
    expect(reads).not.toContain(api.users.adminList.path());
    // Four users fit on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Permissions pages' })).not.toBeInTheDocument();
  });

  it('saves one toggle once, shows it pending, then the refreshed rows of the page', async () => {
    const { fixtures } = renderTab();
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { requests } = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const toggle = await screen.findByRole('switch', { name: 'Robin Evaluator access to Platform Review' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    fixtures[FIRST_ROWS] = {
      data: [
        { userId: 7, eventId: 1, hasAccess: false },
        { userId: 7, eventId: 2, hasAccess: false },
      ],
    };
    answer({ body: { userId: 7, eventId: 1, hasAccess: false } });
    expect(await screen.findByText('Permission updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(requests).toEqual([{ method: 'POST', path: api.permissions.save.path(), body: { userId: 7, eventId: 1, hasAccess: false } }]);
  });

  it('puts a failed toggle back and says so', async () => {
    renderTab();
    mockFetch(() => ({ status: 500, body: { message: 'Database unavailable' } }));
    const toggle = await screen.findByRole('switch', { name: 'Sam Reviewer access to Platform Review' });
    await user.click(toggle);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('enables or disables an event for everyone with one request, and shows the refreshed page', async () => {
    const { fixtures } = renderTab();
    const { requests } = mockFetch(() => ({ body: { updated: 4 } }));
    await user.click(await screen.findByRole('button', { name: 'Disable All for Platform Review' }));
    fixtures[FIRST_ROWS] = { data: FIRST_PAGE.items.map((person) => ({ userId: person.id, eventId: 1, hasAccess: false })) };
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable All' }));
    expect(await screen.findByText('Permission updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Sam Reviewer access to Platform Review' })).not.toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Enable All for Tooling Review' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual([
      { method: 'PUT', path: api.permissions.setForEvent.path({ eventId: 1 }), body: { hasAccess: false } },
      { method: 'PUT', path: api.permissions.setForEvent.path({ eventId: 2 }), body: { hasAccess: true } },
    ]);
  });

  it('disables an event for everyone only after a confirmation', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ body: { updated: 4 } }));
    await user.click(await screen.findByRole('button', { name: 'Disable All for Platform Review' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable All for Platform Review' });
    expect(dialog).toHaveTextContent('Disable access to Platform Review for all users?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disable All for Platform Review' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable All' }));
    expect(await screen.findByText('Permission updated successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'PUT', path: api.permissions.setForEvent.path({ eventId: 1 }), body: { hasAccess: false } }]);
  });

  it('says "No users found" without users', async () => {
    const fixtures = adminFixtures();
    setPage(fixtures, FIRST_PERMISSIONS_VIEW, usersPage([]));
    renderTab(fixtures);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});

describe('PermissionsTab at scale', () => {
  const many = Array.from({ length: 50 }, (_, n) => makeUser({ id: 100 + n, username: `user${n}`, name: `User ${n}` }));
  const later = makeUser({ id: 999, username: 'later', name: 'Later Person' });

  it('pages the users on the server, 50 at a time, asking only for the rows of the users shown', async () => {
    const fixtures = adminFixtures();
    setPage(fixtures, FIRST_PERMISSIONS_VIEW, usersPage(many, 51), [{ userId: 100, eventId: 1, hasAccess: false }]);
    setPage(fixtures, { q: '', offset: 50 }, usersPage([later], 51), [{ userId: 999, eventId: 2, hasAccess: false }]);
    const { reads } = renderTab(fixtures);

    expect(await screen.findByText('Showing 1–50 of 51 users')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'User 0 access to Platform Review' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Previous users' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next users' }));
    expect(await screen.findByText('Showing 51–51 of 51 users')).toBeInTheDocument();
    expect(screen.queryByText('User 0')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Later Person access to Platform Review' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Later Person access to Tooling Review' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Next users' })).toBeDisabled();
    expect(reads).toContain(api.permissions.adminList.path({ userIds: '999' }));

    await user.click(screen.getByRole('button', { name: 'Previous users' }));
    expect(await screen.findByText('Showing 1–50 of 51 users')).toBeInTheDocument();
    // The bulk buttons stay one per event, whatever page shows.
    expect(screen.getAllByRole('button', { name: /^Enable All for / })).toHaveLength(2);
  });

  it('keeps the page shown until the next page and its rows are both in', async () => {
    const fixtures = adminFixtures();
    setPage(fixtures, FIRST_PERMISSIONS_VIEW, usersPage(many, 51));
    setPage(fixtures, { q: '', offset: 50 }, usersPage([later], 51));
    fixtures[pagePermissionsPath(usersPage([later], 51))] = 'pending';
    renderTab(fixtures);
    await screen.findByText('Showing 1–50 of 51 users');
    await user.click(screen.getByRole('button', { name: 'Next users' }));
    await waitFor(() => expect(screen.getByRole('search').nextElementSibling).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Showing 1–50 of 51 users')).toBeInTheDocument();
    expect(screen.getByText('User 0')).toBeInTheDocument();
    expect(screen.queryByText('Later Person')).not.toBeInTheDocument();
  });

  it('searches users by username, name or email on the server and starts again at the first page', async () => {
    const fixtures = adminFixtures();
    setPage(fixtures, FIRST_PERMISSIONS_VIEW, usersPage(many, 51));
    setPage(fixtures, { q: '', offset: 50 }, usersPage([later], 51));
    setPage(fixtures, { q: 'robin', offset: 0 }, usersPage([robin]), [{ userId: 7, eventId: 1, hasAccess: false }]);
    setPage(fixtures, { q: 'nobody', offset: 0 }, usersPage([]));
    renderTab(fixtures);
    await screen.findByText('Showing 1–50 of 51 users');
    await user.click(screen.getByRole('button', { name: 'Next users' }));
    await screen.findByText('Later Person');

    await user.type(screen.getByRole('searchbox', { name: 'Username, name or email' }), 'robin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('switch', { name: 'Robin Evaluator access to Platform Review' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Robin Evaluator access to Tooling Review' })).toBeChecked();
    expect(screen.queryByText('Later Person')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Permissions pages' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Username, name or email' }));
    await user.type(screen.getByRole('searchbox', { name: 'Username, name or email' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Username, name or email' })).toHaveValue('nobody');
  });
});
