import { screen, within } from '@testing-library/react';
import { api } from '@vsp/contract';
import { adminFixtures, alphaLedger, makeSlot, makeVendor, platformReview, toolingReview } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { formatSlotTime } from '../utils/slotForm';
import { ScheduleTab } from './ScheduleTab';

const charlie = makeVendor({ id: 13, name: 'Charlie Cloud' });
const morning = makeSlot({ id: 41, scheduledDate: '2025-03-05T09:30:00.000Z', location: 'Room 1', notes: 'Bring the demo' });
const afternoon = makeSlot({ id: 42, vendorId: charlie.id, vendorName: charlie.name, company: charlie.company, scheduledDate: '2025-03-05T14:00:00.000Z' });
const schedulePath = api.schedules.adminList.path({ eventId: platformReview.id });

const fixtures = () =>
  adminFixtures({
    [api.vendors.adminList.path()]: { data: [alphaLedger, makeVendor({ id: 12, name: 'Bravo Insights', isActive: false }), charlie] },
    // Listed out of order: the tab shows them in time order.
    [schedulePath]: { data: [afternoon, morning] },
  });

const renderTab = (path = '/admin?tab=schedule') => renderWithProviders(<ScheduleTab />, { fixtures: fixtures(), path });

describe('ScheduleTab', () => {
  it('lists the chosen event’s slots in time order with vendor, location and notes', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Presentation schedule for Platform Review' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      formatSlotTime(morning.scheduledDate),
      formatSlotTime(afternoon.scheduledDate),
    ]);
    expect(rows[0]).toHaveTextContent('Alpha Ledger');
    expect(rows[0]).toHaveTextContent('Room 1');
    expect(rows[0]).toHaveTextContent('Bring the demo');
    expect(rows[1]).toHaveTextContent('Charlie Cloud');
  });

  it('switches to another event with the picker', async () => {
    renderTab();
    await user.selectOptions(await screen.findByLabelText('Event'), String(toolingReview.id));
    expect(await screen.findByText('No presentations are scheduled for this event yet')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`event=${toolingReview.id}`);
  });

  it('creates a slot for an active vendor at the chosen local time, sent as an ISO date-time', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ status: 201, body: morning }));
    await user.click(await screen.findByRole('button', { name: 'Add slot' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slot' });
    const vendor = within(dialog).getByLabelText(/Vendor/);
    expect(within(vendor).queryByRole('option', { name: /Bravo Insights/ })).not.toBeInTheDocument();
    await user.selectOptions(vendor, String(charlie.id));
    await user.type(within(dialog).getByLabelText(/Date and time/), '2025-03-06T10:15');
    await user.type(within(dialog).getByLabelText('Location'), 'Board room');
    await user.type(within(dialog).getByLabelText('Notes'), 'Live demo');
    await user.click(within(dialog).getByRole('button', { name: 'Create Slot' }));
    expect(await screen.findByText('Slot created successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'POST',
      path: api.schedules.create.path({ eventId: platformReview.id }),
      body: { vendorId: charlie.id, scheduledDate: new Date('2025-03-06T10:15').toISOString(), location: 'Board room', notes: 'Live demo' },
    });
  });

  it('requires a vendor and a date and time', async () => {
    renderTab();
    const { requests } = mockFetch();
    await user.click(await screen.findByRole('button', { name: 'Add slot' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slot' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Slot' }));
    expect(within(dialog).getByText('Choose a vendor')).toBeInTheDocument();
    expect(within(dialog).getByText('Date and time are required')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('edits a slot, starting from its time in the browser’s zone', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ body: morning }));
    await user.click(await screen.findByRole('button', { name: `Edit Alpha Ledger at ${formatSlotTime(morning.scheduledDate)}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Slot' });
    expect(within(dialog).getByLabelText(/Vendor/)).toHaveValue(String(alphaLedger.id));
    await user.clear(within(dialog).getByLabelText('Location'));
    await user.type(within(dialog).getByLabelText('Location'), 'Room 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Slot updated successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: api.schedules.update.path({ id: morning.id }),
      body: { vendorId: alphaLedger.id, scheduledDate: morning.scheduledDate, location: 'Room 2', notes: 'Bring the demo' },
    });
  });

  it('deletes a slot after confirmation', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ status: 204 }));
    await user.click(await screen.findByRole('button', { name: `Delete Charlie Cloud at ${formatSlotTime(afternoon.scheduledDate)}` }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Slot' });
    expect(confirm).toHaveTextContent(`Are you sure you want to delete the slot of Charlie Cloud at ${formatSlotTime(afternoon.scheduledDate)}?`);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Slot deleted successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'DELETE', path: api.schedules.remove.path({ id: afternoon.id }), body: undefined }]);
  });
});
