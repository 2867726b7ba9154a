import { screen, within } from '@testing-library/react';
import { api, type ApiToken, type CreatedApiToken } from '@vsp/contract';
import { adminFixtures } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { TokensTab } from './TokensTab';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const warehouse: ApiToken = { id: 7, name: 'Warehouse', scope: 'read', createdAt: inDays(-10), expiresAt: inDays(80), lastUsedAt: inDays(-1) };
const oldExport: ApiToken = { id: 3, name: 'Old export', scope: 'write', createdAt: inDays(-400), expiresAt: inDays(-35), lastUsedAt: null };

const renderTab = () => renderWithProviders(<TokensTab />, { fixtures: adminFixtures({ [api.tokens.list.path()]: { data: [warehouse, oldExport] } }) });

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('TokensTab', () => {
  it('lists each token with its access, end and last use, and marks the expired ones', async () => {
    renderTab();
    const current = await rowOf('Warehouse');
    expect(within(current).getByText('Read only')).toBeInTheDocument();
    expect(within(current).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(current).queryByText('Never')).not.toBeInTheDocument();
    const expired = await rowOf('Old export');
    expect(within(expired).getByText('Read and write')).toBeInTheDocument();
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText('Never')).toBeInTheDocument();
  });

  it('requires a name and a lifetime of 1 to 365 whole days before it asks the server', async () => {
    renderTab();
    const { requests } = mockFetch();
    const form = await screen.findByRole('form', { name: 'New API token' });
    const days = within(form).getByLabelText(/Expires after/);
    await user.clear(days);
    await user.type(days, '366');
    await user.click(within(form).getByRole('button', { name: 'Create Token' }));
    expect(within(form).getByText('Token name is required')).toBeInTheDocument();
    expect(within(form).getByText('Enter a whole number of days from 1 to 365')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('makes a token and shows it this once, ready to copy', async () => {
    const made: CreatedApiToken = { id: 9, name: 'Data warehouse', scope: 'write', expiresAt: inDays(30), token: `vsp_${'k'.repeat(43)}` };
    renderTab();
    const { requests } = mockFetch(() => ({ status: 201, body: made }));
    const form = await screen.findByRole('form', { name: 'New API token' });
    await user.type(within(form).getByLabelText(/Token name/), '  Data warehouse ');
    await user.selectOptions(within(form).getByLabelText('Access'), 'Read and write');
    const days = within(form).getByLabelText(/Expires after/);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(form).getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByText('Token created successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({ method: 'POST', path: api.tokens.create.path(), body: { name: 'Data warehouse', scope: 'write', expiresInDays: 30 } });
    expect(within(form).getByLabelText(/Token name/)).toHaveValue('');

    const notice = screen.getByText(/Copy the token "Data warehouse" now: it is not shown again/).closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByLabelText('Your new token')).toHaveValue(made.token);
    await user.click(within(notice).getByRole('button', { name: 'Copy Token' }));
    expect(await navigator.clipboard.readText()).toBe(made.token);
    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(made.token)).not.toBeInTheDocument();
  });

  it('revokes a token once confirmed', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ status: 204 }));
    await user.click(within(await rowOf('Warehouse')).getByRole('button', { name: 'Revoke Warehouse' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke Token' });
    expect(dialog).toHaveTextContent('Are you sure you want to revoke token "Warehouse"? Integrations that use it are refused from now on.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token revoked successfully')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: api.tokens.revoke.path({ id: 7 }) });
  });
});
