import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agendaPagePath, api, scoringPagePath } from '@vsp/contract';
import { renderWithProviders, type Fixtures } from '@vsp/test-support/render';
import { evaluator, keys, makeSchedule } from '../../../../test/fixtures';
import { activeEvent, closedEvent } from '../../../../test/scoringFixtures';
import EvaluatorRoutes from '../../../routes';
import { formatPresentationTime } from '../../../lib/schedule';

const morning = makeSchedule({
  id: 2,
  eventId: 1,
  vendorId: 200,
  vendorName: 'Vendor B',
  company: 'Vendor B Ltd',
  scheduledDate: '2025-03-05T09:00:00.000Z',
  location: 'Room 1',
  notes: 'Bring the pricing sheet',
});
const afternoon = makeSchedule({ id: 1, eventId: 1, vendorId: 100, vendorName: 'Vendor A', scheduledDate: '2025-03-05T14:30:00.000Z' });

const agendaFixtures = (overrides: Fixtures = {}): Fixtures => ({
  [keys.events]: { data: [activeEvent, closedEvent] },
  [keys.schedules(1)]: { data: [morning, afternoon] },
  ...overrides,
});

const renderAgenda = (path: string, fixtures: Fixtures = agendaFixtures()) =>
  renderWithProviders(<EvaluatorRoutes user={evaluator} />, { fixtures, path });

describe('Agenda', () => {
  it('lists the presentations in time order with their time, vendor, location and notes', async () => {
    renderAgenda(agendaPagePath(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda: Spring Demo Day' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Presentation order' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [formatPresentationTime(morning.scheduledDate), 'Vendor BVendor B Ltd', 'Room 1', 'Bring the pricing sheet'],
      [formatPresentationTime(afternoon.scheduledDate), 'Vendor A', '', ''],
    ]);
    expect(within(rows[0]).getByText(formatPresentationTime(morning.scheduledDate))).toHaveAttribute('datetime', morning.scheduledDate);
  });

  it('offers the calendar file and a way back to the scoring screen', async () => {
    renderAgenda(agendaPagePath(1));
    const calendar = await screen.findByRole('link', { name: 'Download calendar (.ics)' });
    expect(calendar).toHaveAttribute('href', api.schedules.calendar.path({ eventId: 1 }));
    expect(calendar).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Back to Scoring' })).toHaveAttribute('href', scoringPagePath(1));
  });

  it('says so when nothing is scheduled, without a calendar to download', async () => {
    renderAgenda(agendaPagePath(1), agendaFixtures({ [keys.schedules(1)]: { data: [] } }));
    expect(await screen.findByRole('heading', { name: 'No presentations are scheduled for this event.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Agenda: Spring Demo Day' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download calendar (.ics)' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown event', '/scoring/99/agenda', {}],
    ['a malformed id', '/scoring/abc/agenda', {}],
    ['an event the server no longer finds', agendaPagePath(1), { [keys.schedules(1)]: { status: 404 } }],
  ])('shows Event Not Found for %s, as the scoring screen does', async (_case, path, overrides) => {
    renderAgenda(path, agendaFixtures(overrides as Fixtures));
    expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('says scoring is not available when the server refuses access', async () => {
    renderAgenda(agendaPagePath(1), agendaFixtures({ [keys.schedules(1)]: { status: 403 } }));
    expect(await screen.findByRole('heading', { name: 'Scoring Not Available' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows any other failure as a sentence', async () => {
    renderAgenda(agendaPagePath(1), agendaFixtures({ [keys.schedules(1)]: { status: 500 } }));
    expect(await screen.findByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
    expect(screen.getByText('The agenda could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText(/500/)).not.toBeInTheDocument();
  });

  it('says the server is not reachable and loads the agenda again on a retry', async () => {
    const fixtures = agendaFixtures({ [keys.schedules(1)]: { status: 503 } });
    renderAgenda(agendaPagePath(1), fixtures);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is not reachable right now. Try again.');
    fixtures[keys.schedules(1)] = { data: [morning, afternoon] };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the agenda loads', () => {
    renderAgenda(agendaPagePath(1), { [keys.events]: 'pending', [keys.schedules(1)]: 'pending' });
    expect(screen.getByText('Loading agenda...')).toBeInTheDocument();
  });
});
