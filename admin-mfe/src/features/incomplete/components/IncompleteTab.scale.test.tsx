import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, type IncompleteEvent, type IncompleteUser } from '@vsp/contract';
import { adminFixtures, mailOn } from '../../../../test/fixtures';
import { stubLayout } from '../../../../test/layout';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { FULL_LIST_LIMIT } from '../utils/lists';
import { IncompleteTab } from './IncompleteTab';

const VIEWPORT = 400;
const ROW = 50;

const evaluator = (userId: number): IncompleteUser => ({
  userId,
  name: `Benchmark User ${userId}`,
  username: `bench-${userId}`,
  email: `bench${userId}@example.com`,
  answered: userId % 25,
  total: 25,
  percent: Math.round((100 * (userId % 25)) / 25),
});

const evaluators = (count: number) => Array.from({ length: count }, (_, index) => evaluator(index + 1));

/** The large data set's shape: a thousand evaluators unfinished on one vendor, a few on another. */
const benchmark: IncompleteEvent = {
  eventId: 1,
  eventName: 'Benchmark event',
  status: 'Active',
  activeQuestions: 25,
  activeVendors: 40,
  usersWithAccess: 1000,
  submittedCount: 12,
  incompleteUsers: 1000,
  incompleteEntries: 1003,
  vendors: [
    { vendorId: 1, vendorName: 'Benchmark vendor 1', company: 'Company 1', users: evaluators(1000) },
    { vendorId: 2, vendorName: 'Benchmark vendor 2', company: 'Company 2', users: evaluators(3) },
  ],
};

const renderTab = (mail = mailOn, event = benchmark) =>
  renderWithProviders(<IncompleteTab />, {
    fixtures: adminFixtures({
      [api.analysis.incomplete.path()]: { data: [event] },
      [api.submissions.adminList.path({ eventId: 1 })]: { data: [] },
      [api.reminders.mailSettings.path()]: { data: mail },
      [api.reminders.list.path({ eventId: 1 })]: { data: [] },
    }),
  });

const rowsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('IncompleteTab with a thousand evaluators', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = stubLayout({ viewport: VIEWPORT, row: ROW });
  });
  afterEach(() => restoreLayout());

  it('sums up each event first: distinct incomplete users, entries, submitted evaluations and each vendor', async () => {
    renderTab();
    const summary = await screen.findByRole('group', { name: 'Summary of Benchmark event' });
    const figures = within(summary).getAllByRole('definition').map((figure) => figure.textContent);
    expect(within(summary).getAllByRole('term').map((term) => term.textContent)).toEqual(['Incomplete users', 'Incomplete entries', 'Submitted evaluations']);
    expect(figures).toEqual(['1000', '1003', '12 of 1000']);
    const perVendor = within(summary).getByRole('list', { name: 'Incomplete entries per vendor' });
    expect(rowsOf(perVendor).map((line) => line.textContent)).toEqual(['Benchmark vendor 1: 1000', 'Benchmark vendor 2: 3']);
  });

  it("shows the server's counts of the event as they are, without counting the listed rows again", async () => {
    renderTab(mailOn, { ...benchmark, incompleteUsers: 7, incompleteEntries: 9 });
    const summary = await screen.findByRole('group', { name: 'Summary of Benchmark event' });
    expect(within(summary).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['7', '9', '12 of 1000']);
  });

  it(`opens a group of more than ${FULL_LIST_LIMIT} users as every group opens, drawing only the rows in view, each with its texts and reminder control`, async () => {
    renderTab();
    const large = await screen.findByRole('button', { name: /Benchmark vendor 1 \(Company 1\)/ });
    expect(large).toHaveAttribute('aria-expanded', 'true');
    expect(large).toHaveTextContent('1000 incomplete');
    const box = screen.getByRole('region', { name: 'Incomplete users for Benchmark vendor 1 in Benchmark event' });
    const rows = rowsOf(box);
    // A 400px box of 50px rows shows 8, and a few more are drawn beyond its lower edge.
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(30);
    const [first] = rows;
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '1000');
    expect(first).toHaveTextContent('Benchmark User 1');
    expect(first).toHaveTextContent('bench1@example.com');
    expect(first).toHaveTextContent('1/25 questions completed');
    expect(within(first).getByRole('progressbar', { name: 'Benchmark User 1, Benchmark vendor 1' })).toHaveAttribute('aria-valuenow', '4');
    expect(within(first).getByRole('button', { name: 'Send a reminder to Benchmark User 1 for Benchmark event' })).toBeInTheDocument();

    // The small group lists all three of its rows.
    expect(screen.getByRole('button', { name: /Benchmark vendor 2 \(Company 2\)/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByText(/questions completed$/).length).toBe(rows.length + 3);
  });

  it('draws the rows further down as the box scrolls, and a row there reminds its user', async () => {
    renderTab();
    const box = await screen.findByRole('region', { name: 'Incomplete users for Benchmark vendor 1 in Benchmark event' });
    box.scrollTop = 700 * ROW;
    fireEvent.scroll(box);

    await waitFor(() => expect(within(box).queryByText('Benchmark User 1')).not.toBeInTheDocument());
    const rows = rowsOf(box);
    expect(rows.length).toBeLessThan(30);
    // Rows not yet measured count at an estimated height, so the rows in view are about the 700th.
    const positions = rows.map((row) => Number(row.getAttribute('aria-posinset')));
    expect(Math.min(...positions)).toBeGreaterThan(600);
    const userId = positions[0];
    expect(rows[0]).toHaveTextContent(`Benchmark User ${userId}`);
    expect(rows[0]).toHaveTextContent(`${userId % 25}/25 questions completed`);

    const { requests } = mockFetch(() => ({ body: { queued: 1, skipped: [] } }));
    await user.click(within(rows[0]).getByRole('button', { name: `Send a reminder to Benchmark User ${userId} for Benchmark event` }));
    expect(await screen.findByRole('alertdialog', { name: 'Send reminders' })).toHaveAccessibleDescription('Send a reminder to 1 user?');
    expect(requests).toEqual([{ method: 'POST', path: api.reminders.send.path({ eventId: 1 }), body: { userIds: [userId], force: false, dryRun: true } }]);
  });

  it('draws no row again once the group is closed', async () => {
    renderTab({ ...mailOn, configured: false });
    const large = await screen.findByRole('button', { name: /Benchmark vendor 1 \(Company 1\)/ });
    expect(screen.getAllByText(/questions completed$/).length).toBeGreaterThan(3);
    await user.click(large);
    expect(screen.getAllByText(/questions completed$/)).toHaveLength(3);
  });
});
