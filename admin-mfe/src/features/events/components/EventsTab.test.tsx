import { screen, waitFor, within } from '@testing-library/react';
import { api, PRICE_WEIGHT_INVALID } from '@vsp/contract';
import { adminFixtures, makeAdminEvent, platformReview, toolingReview } from '../../../../test/fixtures';
import { cachedData, mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { EventsTab } from './EventsTab';

function renderTab(fixtures = adminFixtures()) {
  renderWithProviders(<EventsTab />, { fixtures });
  return fixtures;
}

describe('EventsTab', () => {
  it('shows Name, Description, Status and Active columns with status badges', async () => {
    renderTab(adminFixtures({ [api.events.adminList.path()]: { data: [platformReview, toolingReview, makeAdminEvent({ id: 3, name: 'Draft', status: '' })] } }));
    await screen.findByText('Platform Review');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Description', 'Status', 'Active', 'Actions']);
    const row = screen.getByText('Tooling Review').closest('tr')!;
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(screen.getByText('Draft').closest('tr')!).getByText('Scheduled')).toBeInTheDocument();
  });

  it('requires a name and starts a new event as Scheduled, active, order 0', async () => {
    const fixtures = renderTab();
    const { requests } = mockFetch(() => ({ status: 201, body: makeAdminEvent({ id: 9, name: 'New Review' }) }));
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Event' });
    expect(within(dialog).getByLabelText('Status')).toHaveValue('Scheduled');
    expect(within(dialog).getByRole('checkbox', { name: /Active/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Disagreement threshold')).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(within(dialog).getByText('Event name is required')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Name/), 'New Review');
    await user.type(within(dialog).getByLabelText('Description'), 'Second round');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Active');
    await user.type(within(dialog).getByLabelText('Start Date'), '2026-05-01');
    await user.type(within(dialog).getByLabelText('Location'), 'Room 2');
    expect(within(dialog).getByRole('checkbox', { name: /Require conflict declarations/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Require conflict declarations/ }));
    fixtures[api.events.adminList.path()] = { data: [platformReview, toolingReview, makeAdminEvent({ id: 9, name: 'New Review' })] };
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'POST',
      path: api.events.create.path(),
      body: {
        name: 'New Review',
        description: 'Second round',
        status: 'Active',
        startDate: '2026-05-01',
        endDate: null,
        location: 'Room 2',
        order: 0,
        disagreementThreshold: 2,
        isActive: true,
        scheduleByDates: false,
        requireDeclaration: true,
        priceWeight: 0,
        priceFormula: 'ratio',
      },
    });
    expect(await screen.findByText('New Review')).toBeInTheDocument();
  });

  it('refuses an end date before the start date and an order that is not a whole number', async () => {
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Platform Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    await user.type(within(dialog).getByLabelText('End Date'), '2025-03-01');
    await user.clear(within(dialog).getByLabelText(/Order/));
    await user.type(within(dialog).getByLabelText(/Order/), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('End date cannot be before the start date')).toBeInTheDocument();
    expect(within(dialog).getByText('Order must be a whole number')).toBeInTheDocument();
  });

  it("edits an event's disagreement threshold, from 1 to 4, and shows the server's message when it refuses it", async () => {
    renderTab(adminFixtures({ [api.events.adminList.path()]: { data: [makeAdminEvent({ id: 5, name: 'Strict', disagreementThreshold: 1 })] } }));
    const { requests } = mockFetch(() => ({ body: makeAdminEvent({ id: 5, name: 'Strict', disagreementThreshold: 4 }) }));
    await user.click(await screen.findByRole('button', { name: 'Edit Strict' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    const threshold = within(dialog).getByLabelText('Disagreement threshold');
    expect(threshold).toHaveValue('1');
    expect(within(threshold).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4']);
    await user.selectOptions(threshold, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'PUT', path: api.events.update.path({ id: 5 }), body: { disagreementThreshold: 4 } });

    mockFetch(() => ({ status: 400, body: { message: '"disagreementThreshold" must be less than or equal to 4' } }));
    await user.click(screen.getByRole('button', { name: 'Edit Strict' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit Event' })).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('"disagreementThreshold" must be less than or equal to 4')).toBeInTheDocument();
  });

  it("edits the award's price weight and formula, saying what the formula does, and refuses a weight above 100", async () => {
    renderTab(adminFixtures({ [api.events.adminList.path()]: { data: [makeAdminEvent({ id: 5, name: 'Tender' })] } }));
    const { requests } = mockFetch(() => ({ body: makeAdminEvent({ id: 5, name: 'Tender', priceWeight: 40, priceFormula: 'linear' }) }));
    await user.click(await screen.findByRole('button', { name: 'Edit Tender' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    const weight = within(dialog).getByLabelText(/Price weight/);
    expect(weight).toHaveValue(0);
    expect(within(dialog).getByText(/lowest price ÷ the vendor's price/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Price formula'), 'Linear between lowest and highest');
    expect(within(dialog).getByText(/\(highest − lowest\)/)).toBeInTheDocument();
    await user.clear(weight);
    await user.type(weight, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText(PRICE_WEIGHT_INVALID)).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.clear(weight);
    await user.type(weight, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { priceWeight: 40, priceFormula: 'linear' } });
  });

  it('marks the events that follow their dates, with the status set by hand where the dates say otherwise', async () => {
    renderTab(
      adminFixtures({
        [api.events.adminList.path()]: {
          data: [
            makeAdminEvent({ id: 1, name: 'Dated Review', status: 'Active', storedStatus: 'Closed', scheduleByDates: true, endDate: '2025-03-09' }),
            makeAdminEvent({ id: 2, name: 'Agreed Review', status: 'Scheduled', storedStatus: 'Scheduled', scheduleByDates: true }),
            makeAdminEvent({ id: 3, name: 'Manual Review', status: 'Closed' }),
          ],
        },
      }),
    );
    await screen.findByText('Dated Review');
    const statusOf = (name: string) => within(screen.getByText(name).closest('tr')!).getAllByRole('cell')[2];
    expect(statusOf('Dated Review')).toHaveTextContent(/^ActiveBy datesSet: Closed$/);
    expect(statusOf('Agreed Review')).toHaveTextContent(/^ScheduledBy dates$/);
    expect(statusOf('Manual Review')).toHaveTextContent(/^Closed$/);
  });

  it('edits the status set by hand and turns on opening and closing by dates, which needs a date', async () => {
    renderTab(
      adminFixtures({
        [api.events.adminList.path()]: { data: [makeAdminEvent({ id: 6, name: 'Dated Review', status: 'Active', storedStatus: 'Closed', startDate: null, endDate: null })] },
      }),
    );
    const { requests } = mockFetch(() => ({ body: makeAdminEvent({ id: 6, name: 'Dated Review' }) }));
    await user.click(await screen.findByRole('button', { name: 'Edit Dated Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Status')).toHaveValue('Closed');
    const byDates = within(dialog).getByRole('checkbox', { name: /Open and close by dates/ });
    expect(byDates).toBeDisabled();
    expect(within(dialog).getByText('Give a start or an end date first')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('End Date'), '2025-03-09');
    expect(byDates).toBeEnabled();
    await user.click(byDates);
    expect(byDates).toBeChecked();
    expect(within(dialog).getByText('Used again when the event stops following its dates')).toBeInTheDocument();
    // Without a date again, nothing is left to follow: the switch goes off with it.
    await user.clear(within(dialog).getByLabelText('End Date'));
    expect(byDates).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('End Date'), '2025-03-09');
    expect(byDates).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { status: 'Closed', endDate: '2025-03-09', scheduleByDates: true } });
  });

  it('keeps an unlisted status on offer when editing', async () => {
    renderTab(adminFixtures({ [api.events.adminList.path()]: { data: [makeAdminEvent({ id: 4, name: 'Legacy', status: 'Not Scheduled' })] } }));
    await user.click(await screen.findByRole('button', { name: 'Edit Legacy' }));
    const status = within(screen.getByRole('dialog')).getByLabelText('Status');
    expect(status).toHaveValue('Not Scheduled');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Scheduled', 'Active', 'Closed', 'Not Scheduled']);
  });

  it('edits an event and sends an emptied date as null', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ body: platformReview }));
    await user.click(await screen.findByRole('button', { name: 'Edit Platform Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    await user.clear(within(dialog).getByLabelText('Start Date'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'PUT', path: api.events.update.path({ id: 1 }), body: { startDate: null, order: 1 } });
  });

  it('warns that deleting an event deletes its questions and scores', async () => {
    const fixtures = renderTab();
    const { requests } = mockFetch(() => ({ status: 204 }));
    await user.click(await screen.findByRole('button', { name: 'Delete Platform Review' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Event' });
    expect(dialog).toHaveTextContent('This will also delete all associated questions and scores.');
    fixtures[api.events.adminList.path()] = { data: [toolingReview] };
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'DELETE', path: api.events.remove.path({ id: 1 }), body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Platform Review')).not.toBeInTheDocument());
  });

  it('says "Failed to delete event" with the server message, or a fallback', async () => {
    renderTab();
    mockFetch(() => ({ status: 500 }));
    await user.click(await screen.findByRole('button', { name: 'Delete Platform Review' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete event')).toBeInTheDocument();
    expect(screen.getByText('The event could not be deleted. Please try again.')).toBeInTheDocument();

    mockFetch(() => ({ status: 404, body: { message: 'Event not found' } }));
    await user.click(screen.getByRole('button', { name: 'Delete Platform Review' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
  });

  it("refreshes the evaluator's public lists, with the pages below them, after a change", async () => {
    const fixtures = adminFixtures();
    const publicKeys = [api.events.list.path(), api.questions.ofEvent.path({ eventId: 1 })];
    renderWithProviders(<EventsTab />, { fixtures, cache: cachedData(Object.fromEntries(publicKeys.map((key) => [key, []]))) });
    const fetcherReads: string[] = [];
    for (const key of publicKeys) {
      fixtures[key] = { data: [] };
      const answer = fixtures[key];
      Object.defineProperty(fixtures, key, {
        get: () => {
          fetcherReads.push(key);
          return answer;
        },
      });
    }
    mockFetch(() => ({ status: 204 }));
    await user.click(await screen.findByRole('button', { name: 'Delete Platform Review' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetcherReads.sort()).toEqual([...publicKeys].sort()));
  });
});
