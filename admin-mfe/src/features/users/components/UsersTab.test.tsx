import { screen, waitFor, within } from '@testing-library/react';
import { api, type AdminUser } from '@vsp/contract';
import { readBlob } from '../../../../test/downloads';
import { admin, adminFixtures, adminUser, makeUser, robin, sam, systemUser } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, type Fixtures, user } from '../../../../test/renderWithProviders';
import { useUploadRun } from '../api/useUsersUpload';
import { FIRST_USERS_VIEW, usersQuery } from '../utils/usersQuery';
import { UsersTab } from './UsersTab';

/** The tab's first page: the server answers it from the users of the fixtures. */
const FIRST_PAGE = api.users.adminList.path(usersQuery(FIRST_USERS_VIEW));

function setUsers(fixtures: Fixtures, users: AdminUser[]) {
  fixtures[api.users.adminList.path()] = { data: users };
  fixtures[FIRST_PAGE] = { data: { items: users, total: users.length } };
}

function renderTab(fixtures: Fixtures = adminFixtures()) {
  renderWithProviders(<UsersTab currentUser={admin} />, { fixtures });
  return fixtures;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

// The last upload's report outlives the tab; each test starts without one.
afterEach(() => useUploadRun.setState({ run: null }));

describe('UsersTab', () => {
  it('lists every field of each user with the Admin and System badges', async () => {
    renderTab();
    const row = (await screen.findByText('Alex Admin')).closest('tr')!;
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(within(row).getByText('@aadmin')).toBeInTheDocument();
    expect(within(row).getByText('aadmin@example.org')).toBeInTheDocument();
    expect(within(row).getByText('Senior')).toBeInTheDocument();
    expect(within(row).getByText('Lead')).toBeInTheDocument();
    expect(within(row).getByText('Procurement')).toBeInTheDocument();
    expect(within(rowOf('Robin Evaluator')).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(rowOf('System Account')).getByText('System')).toBeInTheDocument();
  });

  it('protects the system account: not selectable, no edit or delete', async () => {
    renderTab();
    const row = (await screen.findByText('System Account')).closest('tr')!;
    expect(within(row).getByText('System account - Cannot be modified')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox')).toBeDisabled();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('Robin Evaluator')).getByRole('button', { name: 'Edit Robin Evaluator' })).toBeInTheDocument();
  });

  it('selects every user but the system account with select-all, and asks before deleting them one call each', async () => {
    const fixtures = renderTab();
    const { requests } = mockFetch(() => ({ status: 204 }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('checkbox', { name: 'Select System Account' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Delete Selected (3)' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete Users' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete 3 selected user(s)? This action cannot be undone.');
    setUsers(fixtures, [systemUser]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Users deleted successfully')).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      `DELETE ${api.users.remove.path({ id: 1 })}`,
      `DELETE ${api.users.remove.path({ id: 7 })}`,
      `DELETE ${api.users.remove.path({ id: 8 })}`,
    ]);
    await waitFor(() => expect(screen.queryByText('Robin Evaluator')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();
  });

  it('does nothing for Delete Selected while nothing is selected', async () => {
    renderTab();
    expect(await screen.findByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();
  });

  it('reports the users a bulk delete could not remove, with the server message', async () => {
    renderTab();
    mockFetch((request) => (request.path.endsWith('/8') ? { status: 404, body: { message: 'User not found' } } : { status: 204 }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Robin Evaluator' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Reviewer' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting users')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 could not be deleted: User not found')).toBeInTheDocument();
  });

  it('asks before deleting one user, by name, and can be cancelled', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ status: 204 }));
    await user.click(await screen.findByRole('button', { name: 'Delete Robin Evaluator' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete user "Robin Evaluator"? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Robin Evaluator' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'DELETE', path: api.users.remove.path({ id: 7 }), body: undefined }]);
  });

  it('validates the Add User form before sending it', async () => {
    renderTab();
    const { requests } = mockFetch();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Full name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText(/Username/), 'x'.repeat(51));
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Username must be at most 50 characters')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('asks for a password of 8 to 128 characters before sending it', async () => {
    renderTab();
    const { requests } = mockFetch();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    const password = within(dialog).getByLabelText(/Password/);
    await user.type(password, 'seven77');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(password);
    await user.click(password);
    await user.paste('p'.repeat(129));
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Password must be at most 128 characters')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('creates a user with every field and the Administrator flag', async () => {
    const fixtures = renderTab();
    const created = makeUser({ id: 20, username: 'jdoe', name: 'Jo Doe', isAdmin: true });
    const { requests } = mockFetch(() => ({ status: 201, body: created }));
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText(/Username/), ' jdoe ');
    await user.type(within(dialog).getByLabelText(/Password/), 's3cret!-long');
    await user.type(within(dialog).getByLabelText(/Full Name/), 'Jo Doe');
    await user.type(within(dialog).getByLabelText('Email'), 'jo@example.org');
    await user.type(within(dialog).getByLabelText('Level'), 'Senior');
    await user.type(within(dialog).getByLabelText('Role'), 'Analyst');
    await user.type(within(dialog).getByLabelText('Functional Area'), 'Finance');
    await user.click(within(dialog).getByRole('checkbox', { name: /Administrator/ }));
    setUsers(fixtures, [systemUser, adminUser, robin, sam, created]);
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: api.users.create.path(),
        body: { username: 'jdoe', password: 's3cret!-long', name: 'Jo Doe', email: 'jo@example.org', level: 'Senior', role: 'Analyst', functionalArea: 'Finance', isAdmin: true },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Jo Doe')).toBeInTheDocument();
  });

  it('edits a user, keeping the password when left blank', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ body: robin }));
    await user.click(await screen.findByRole('button', { name: 'Edit Robin Evaluator' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('robin');
    expect(within(dialog).getByText('Leave blank to keep the current password')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Role'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: api.users.update.path({ id: 7 }),
      body: { username: 'robin', password: null, name: 'Robin Evaluator', email: 'robin@example.org', level: 'Mid', role: null, functionalArea: 'Finance', isAdmin: false },
    });
  });

  it('marks a user made by single sign-on, whose password cannot be set', async () => {
    const fixtures = adminFixtures();
    const ada = makeUser({ id: 9, username: 'ada', name: 'Ada Lovelace', sso: true });
    setUsers(fixtures, [systemUser, adminUser, robin, ada]);
    renderTab(fixtures);
    expect(within((await screen.findByText('Ada Lovelace')).closest('tr')!).getByText('SSO')).toBeInTheDocument();
    expect(within(rowOf('Robin Evaluator')).queryByText('SSO')).not.toBeInTheDocument();
    const { requests } = mockFetch(() => ({ body: ada }));
    await user.click(screen.getByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/Password/)).toBeDisabled();
    expect(within(dialog).getByText('Signs in through single sign-on')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { username: 'ada', password: null } });
  });

  it('shows the server message when a save fails and keeps the form open', async () => {
    renderTab();
    mockFetch(() => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Username already exists' } }));
    await user.click(await screen.findByRole('button', { name: 'Edit Robin Evaluator' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Username already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
  });
});

describe('UsersTab CSV upload', () => {
  const upload = async (text: string, name = 'users.csv') => {
    await user.upload(screen.getByTestId('file-upload-input'), new File([text], name, { type: 'text/csv' }));
  };

  it('refuses a file that is not a CSV', async () => {
    renderTab();
    const { requests } = mockFetch();
    await screen.findByText('Robin Evaluator');
    await upload('whatever', 'users.xlsx');
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please upload a CSV file')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says when no row is valid', async () => {
    renderTab();
    await screen.findByText('Robin Evaluator');
    await upload('username,password,name\njdoe,,Jo Doe\n');
    expect(await screen.findByText('No valid users found')).toBeInTheDocument();
    expect(screen.getByText('Please ensure all required fields are filled')).toBeInTheDocument();
  });

  it('sends the valid rows in one call and lists every row that was not imported, by line', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({
      body: { created: 1, errors: [{ row: 2, username: 'robin', message: 'Username already exists' }] },
    }));
    await screen.findByText('Robin Evaluator');
    await upload('username,password,name,email\njdoe,pw1,Jo Doe,jo@example.org\nkim,,Kim Lee,\nrobin,pw2,Robin Again,\n');

    expect(await screen.findByText('Successfully created 1 users')).toBeInTheDocument();
    expect(screen.getByText('2 failed: the rows and reasons are listed above the table.')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: api.users.bulkCreate.path(),
        body: {
          users: [
            { username: 'jdoe', password: 'pw1', name: 'Jo Doe', email: 'jo@example.org', level: null, role: null, functionalArea: null },
            { username: 'robin', password: 'pw2', name: 'Robin Again', email: null, level: null, role: null, functionalArea: null },
          ],
        },
      },
    ]);
    const list = screen.getByRole('list', { name: 'Rows not imported' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 3 (kim): Missing password',
      'Line 4 (robin): Username already exists',
    ]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('list', { name: 'Rows not imported' })).not.toBeInTheDocument();
  });

  it('reports an upload the server refused', async () => {
    renderTab();
    mockFetch(() => ({ status: 400, body: { message: '"users" must contain at most 10000 items' } }));
    await screen.findByText('Robin Evaluator');
    await upload('username,password,name\njdoe,pw,Jo Doe\n');
    expect(await screen.findByText('Failed to upload users')).toBeInTheDocument();
    expect(screen.getByText('"users" must contain at most 10000 items')).toBeInTheDocument();
  });

  it('downloads the template: the header row of the upload columns', async () => {
    renderTab();
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:template';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Download Template' }));
    expect(click).toHaveBeenCalled();
    expect(await readBlob(saved!)).toBe('username,password,name,email,level,role,functionalArea\r\n');
  });
});

describe('UsersTab at scale', () => {
  const many = Array.from({ length: 50 }, (_, n) => makeUser({ id: 100 + n, username: `user${n}`, name: `User ${n}` }));
  const page = (query: Parameters<typeof usersQuery>[0]) => api.users.adminList.path(usersQuery(query));

  it('searches, sorts and pages on the server, 50 users at a time', async () => {
    const fixtures = adminFixtures();
    setUsers(fixtures, many);
    fixtures[FIRST_PAGE] = { data: { items: many, total: 120 } };
    fixtures[page({ q: '', offset: 50 })] = { data: { items: [makeUser({ id: 999, username: 'later', name: 'Later Person' })], total: 120 } };
    fixtures[page({ q: '', sort: { key: 'name', direction: 'asc' }, offset: 0 })] = { data: { items: [makeUser({ id: 998, username: 'aaron', name: 'Aaron First' })], total: 120 } };
    fixtures[page({ q: 'robin', sort: { key: 'name', direction: 'asc' }, offset: 0 })] = { data: { items: [robin], total: 1 } };
    renderWithProviders(<UsersTab currentUser={admin} />, { fixtures });

    expect(await screen.findByText('Showing 1–50 of 120 users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next users' }));
    expect(await screen.findByText('Later Person')).toBeInTheDocument();
    expect(screen.getByText('Showing 51–51 of 120 users')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'User' }));
    expect(await screen.findByText('Aaron First')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'ascending');

    await user.type(screen.getByRole('searchbox', { name: 'Username, name or email' }), 'robin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Robin Evaluator')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).not.toBeInTheDocument();
    // Fifty rows drawn four times over: several seconds on a busy shared machine.
  }, 30_000);
});
