import { screen, within } from '@testing-library/react';
import { api } from '@vsp/contract';
import { mockDownloads } from '../../../../test/downloads';
import { adminFixtures, makeQuestion } from '../../../../test/fixtures';
import { renderWithProviders, user } from '../../../../test/renderWithProviders';
import { cost, fit, makeRankedVendor, ranking, resultsEvent, resultsFixtures, scheduledEvent, support } from '../../../../test/resultsFixtures';
import type { Fixtures } from '../../../../test/renderWithProviders';
import { ResultsTab } from './ResultsTab';

const scheduled = { eventId: scheduledEvent.id };
/** The scheduled event has vendors and questions but nobody has scored it. */
const unscored: Fixtures = {
  [api.analysis.ranking.path(scheduled)]: {
    data: { eventId: scheduledEvent.id, vendors: [makeRankedVendor({ vendorId: 11, name: 'Alpha Ledger', rank: null, weightedScore: null, responses: 0, coverage: 0, normalisedRank: null })] },
  },
  [api.analysis.cells.path(scheduled)]: { data: { eventId: scheduledEvent.id, cells: [] } },
  [api.analysis.agreement.path(scheduled)]: { data: { eventId: scheduledEvent.id, alpha: null, questions: [], evaluators: [] } },
  [api.questions.adminList.path()]: { data: [fit, cost, support, makeQuestion({ id: 301, eventId: scheduledEvent.id, text: 'Roadmap', weight: 1, section: null })] },
};

const renderTab = (fixtures: Fixtures = resultsFixtures(unscored), path = '/admin?tab=results') => renderWithProviders(<ResultsTab />, { fixtures, path });

describe('ResultsTab', () => {
  it('opens on the first Active event and ranks its vendors by weighted score', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Ranking by weighted score' });
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue(String(resultsEvent.id));
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'Bravo Insights', '3.80Good', '3.75', '4.00', '75%', '2', '3.80', '1']);
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', 'Alpha Ledger', '3.20Good', '3.10', '3.00', '100%', '1', '3.20', '2']);
  });

  it('says when calibration for leniency puts another vendor first, and only then', async () => {
    const { unmount } = renderTab();
    const note = await screen.findByText('Calibrated for evaluator leniency, Alpha Ledger ranks first instead of Bravo Insights.');
    expect(note.closest('[role="status"]')).not.toBeNull();
    unmount();
    const agreed = { ...ranking, vendors: ranking.vendors.map((vendor) => ({ ...vendor, normalisedRank: vendor.rank })) };
    renderTab(resultsFixtures({ [api.analysis.ranking.path({ eventId: resultsEvent.id })]: { data: agreed } }));
    await screen.findByRole('table', { name: 'Ranking by weighted score' });
    expect(screen.queryByText(/Calibrated for evaluator leniency/)).not.toBeInTheDocument();
  });

  it('draws the weighted scores as a chart named for screen readers', async () => {
    renderTab();
    expect(await screen.findByRole('img', { name: `Bar chart of the vendors' weighted scores in ${resultsEvent.name}, out of 5; the ranking table lists each score.` })).toBeInTheDocument();
  });

  it('shows the heat map, the evaluators and the agreement of the event', async () => {
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Heat map' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Mean rating per vendor and question/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Evaluators and their leniency' })).toHaveTextContent('+0.6 more generous than the panel');
    expect(screen.getByRole('table', { name: 'Agreement per question' })).toBeInTheDocument();
    expect(screen.getByText(/Overall agreement/)).toHaveTextContent("Overall agreement (Krippendorff's alpha): 0.55, Low");
  });

  it('draws the ranking and the heat map while the agreement is still on its way', async () => {
    renderTab(resultsFixtures({ [api.analysis.agreement.path({ eventId: resultsEvent.id })]: 'pending' }));
    expect(await screen.findByRole('table', { name: /Mean rating per vendor and question/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ranking by weighted score' })).toBeInTheDocument();
    expect(screen.getByText('Loading the evaluators...')).toBeInTheDocument();
    expect(screen.getByText('Loading the agreement...')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Evaluators and their leniency' })).not.toBeInTheDocument();
  });

  it('waits for the ranking before drawing anything, since it orders the heat map', async () => {
    renderTab(resultsFixtures({ [api.analysis.ranking.path({ eventId: resultsEvent.id })]: 'pending' }));
    await screen.findByRole('combobox', { name: 'Event' });
    expect(screen.getByText('Loading results...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Heat map' })).not.toBeInTheDocument();
  });

  it('opens the event named in the URL, and keeps a newly chosen one there', async () => {
    renderTab(resultsFixtures(unscored), `/admin?tab=results&event=${scheduledEvent.id}`);
    expect(await screen.findByText('No scores yet')).toBeInTheDocument();
    expect(screen.getByText(`Results appear here once evaluators have scored ${scheduledEvent.name}.`)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), `${resultsEvent.name} (Active)`);
    expect(await screen.findByRole('table', { name: 'Ranking by weighted score' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin?tab=results&event=${resultsEvent.id}`);
  });

  it('switches to the Consensus view by keyboard and keeps it in the URL', async () => {
    renderTab();
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    overview.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Consensus' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Cells to moderate' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Ranking by weighted score' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin?tab=results&view=consensus`);
  });

  it('opens the Consensus view a link names', async () => {
    renderTab(resultsFixtures(unscored), `/admin?tab=results&event=${resultsEvent.id}&view=consensus`);
    expect(await screen.findByRole('table', { name: 'Cells to moderate' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Consensus' })).toHaveAttribute('aria-selected', 'true');
  });

  it('downloads the results workbook of the chosen event in the page', async () => {
    const { requests, saved } = mockDownloads(() => ({ headers: { 'content-disposition': 'attachment; filename="results.xlsx"' }, parts: ['PK'] }));
    renderTab();
    await screen.findByRole('table', { name: 'Ranking by weighted score' });
    await user.click(screen.getByRole('button', { name: 'Export results' }));
    expect(await screen.findByText('Saved results.xlsx (2 bytes)')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual([api.exports.results.path({ eventId: resultsEvent.id })]);
    expect(saved.map((file) => file.name)).toEqual(['results.xlsx']);
  });

  it('says when there are no events', async () => {
    renderTab(adminFixtures({ [api.events.adminList.path()]: { data: [] } }));
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export results' })).not.toBeInTheDocument();
  });

  it('says when the event has no active vendors or questions', async () => {
    renderTab(resultsFixtures({ [api.analysis.ranking.path({ eventId: resultsEvent.id })]: { data: { eventId: resultsEvent.id, vendors: [] } } }));
    expect(await screen.findByText('No active questions or vendors for this event')).toBeInTheDocument();
  });

  it('offers a retry when the results cannot be read', async () => {
    renderTab(resultsFixtures({ [api.analysis.cells.path({ eventId: resultsEvent.id })]: { status: 500 } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load results');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on the server. Try again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('500');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
