import { screen, within } from '@testing-library/react';
import { api } from '@vsp/contract';
import { adminFixtures } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, type Fixtures, user } from '../../../../test/renderWithProviders';
import { EventVendorInfoTab } from './EventVendorInfoTab';

const renderTab = (fixtures: Fixtures = adminFixtures({ [api.eventVendorInfo.list.path()]: { data: [{ eventId: 1, vendorId: 11, info: 'Booth 4' }] } })) =>
  renderWithProviders(<EventVendorInfoTab />, { fixtures });

describe('EventVendorInfoTab', () => {
  it('shows a grid of events by vendors with the saved lines', async () => {
    renderTab();
    expect(await screen.findByRole('textbox', { name: 'Info for Alpha Ledger at Platform Review' })).toHaveValue('Booth 4');
    expect(screen.getByRole('textbox', { name: 'Info for Bravo Insights at Tooling Review' })).toHaveValue('');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Event', 'Alpha Ledger', 'Bravo Insights']);
  });

  it('saves a changed cell when it loses focus, and an unchanged one not at all', async () => {
    renderTab();
    const { requests } = mockFetch((request) => ({ body: { eventId: 1, vendorId: 12, ...(request.body as object) } }));
    const cell = await screen.findByRole('textbox', { name: 'Info for Bravo Insights at Platform Review' });
    await user.click(cell);
    await user.tab();
    expect(requests).toEqual([]);

    await user.type(cell, ' Hall B ');
    await user.tab();
    expect(await screen.findByText('Event vendor info updated successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'PUT', path: api.eventVendorInfo.save.path({ eventId: 1, vendorId: 12 }), body: { info: 'Hall B' } }]);
  });

  it('saves on Enter, once', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ body: { eventId: 2, vendorId: 11, info: 'Online' } }));
    const cell = await screen.findByRole('textbox', { name: 'Info for Alpha Ledger at Tooling Review' });
    await user.type(cell, 'Online{Enter}');
    expect(await screen.findByText('Event vendor info updated successfully')).toBeInTheDocument();
    await user.tab();
    expect(requests).toHaveLength(1);
  });

  it('refuses more than 64 characters', async () => {
    renderTab();
    const { requests } = mockFetch();
    const cell = await screen.findByRole('textbox', { name: 'Info for Alpha Ledger at Platform Review' });
    await user.clear(cell);
    await user.type(cell, 'x'.repeat(65));
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getAllByText('Maximum 64 characters per field').length).toBeGreaterThan(0);
    expect(requests).toEqual([]);
  });

  it('says what to create first when there are no events or vendors', async () => {
    renderTab(adminFixtures({ [api.events.adminList.path()]: { data: [] }, [api.vendors.adminList.path()]: { data: [] } }));
    expect(await screen.findByText('No events found. No vendors found.')).toBeInTheDocument();
    expect(screen.getByText('Create events and vendors first to manage their information.')).toBeInTheDocument();
  });

  it('names only the missing list', async () => {
    renderTab(adminFixtures({ [api.vendors.adminList.path()]: { data: [] } }));
    expect(await screen.findByText('No vendors found.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Event Vendor Info' })).queryByRole('table')).not.toBeInTheDocument();
  });
});
