import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@vsp/contract';
import { adminFixtures } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, type Fixtures, user } from '../../../../test/renderWithProviders';
import { PermissionsTab } from './PermissionsTab';

function renderTab(fixtures: Fixtures = adminFixtures({ [api.permissions.adminList.path()]: { data: [{ userId: 7, eventId: 2, hasAccess: false }] } })) {
  renderWithProviders(<PermissionsTab />, { fixtures });
  return fixtures;
}

describe('PermissionsTab', () => {
  it('turns every cell without a record on, and follows the records', async () => {
    renderTab();
    expect(await screen.findByRole('switch', { name: 'Robin Evaluator access to Platform Review' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Robin Evaluator access to Tooling Review' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sam Reviewer access to Tooling Review' })).toBeChecked();
  });

  it('saves one toggle once, shows it pending, then the result', async () => {
    const fixtures = renderTab();
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { requests } = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const toggle = await screen.findByRole('switch', { name: 'Robin Evaluator access to Platform Review' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    fixtures[api.permissions.adminList.path()] = {
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

  it('enables or disables an event for everyone with one request', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ body: { updated: 4 } }));
    await user.click(await screen.findByRole('button', { name: 'Disable All for Platform Review' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable All' }));
    expect(await screen.findByText('Permission updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
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
    renderTab(adminFixtures({ [api.users.adminList.path()]: { data: [] } }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});
