import { screen, within } from '@testing-library/react';
import { api } from '@vsp/contract';
import { adminFixtures, alphaLedger } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { VendorsTab } from './VendorsTab';

const renderTab = () => renderWithProviders(<VendorsTab />, { fixtures: adminFixtures() });

describe('VendorsTab', () => {
  it('lists logo, name, description and an Active/Inactive marker', async () => {
    renderTab();
    const row = (await screen.findByText('Bravo Insights')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Bravo Insights' })).toHaveAttribute('src', 'https://img.example.org/bravoInsights.png');
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(screen.getByText('Alpha Ledger').closest('tr')!).getByText('Active')).toBeInTheDocument();
  });

  it('requires a name and a web address for the logo', async () => {
    renderTab();
    const { requests } = mockFetch();
    await user.click(await screen.findByRole('button', { name: 'Add Vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Vendor' });
    await user.type(within(dialog).getByLabelText(/Logo URL/), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Create Vendor' }));
    expect(within(dialog).getByText('Vendor name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a URL starting with http:// or https://')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('creates a vendor with every field', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ status: 201, body: alphaLedger }));
    await user.click(await screen.findByRole('button', { name: 'Add Vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Vendor' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Fabrikam');
    await user.type(within(dialog).getByLabelText('Company'), 'Fabrikam Inc');
    await user.type(within(dialog).getByLabelText(/Logo URL/), 'https://img.example.org/f.png');
    await user.type(within(dialog).getByLabelText('Description'), 'Ledger software');
    await user.clear(within(dialog).getByLabelText(/Order/));
    await user.type(within(dialog).getByLabelText(/Order/), '3');
    await user.click(within(dialog).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Vendor' }));
    expect(await screen.findByText('Vendor created successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'POST',
      path: api.vendors.create.path(),
      body: { name: 'Fabrikam', company: 'Fabrikam Inc', logo: 'https://img.example.org/f.png', description: 'Ledger software', order: 3, isActive: false },
    });
  });

  it('updates a vendor', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ body: alphaLedger }));
    await user.click(await screen.findByRole('button', { name: 'Edit Alpha Ledger' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Vendor updated successfully')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'PUT', path: api.vendors.update.path({ id: 11 }), body: { name: 'Alpha Ledger', company: 'Alpha Ledger Ltd' } });
  });

  it('warns that deleting a vendor deletes its scores', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ status: 204 }));
    await user.click(await screen.findByRole('button', { name: 'Delete Alpha Ledger' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Vendor' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete vendor "Alpha Ledger"? This will also delete all associated scores.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Vendor deleted successfully')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: api.vendors.remove.path({ id: 11 }) });
  });
});
