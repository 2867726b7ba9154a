import { screen, within } from '@testing-library/react';
import { api, type AverageEvent, type VendorAverage } from '@vsp/contract';
import { adminFixtures } from '../../../../test/fixtures';
import { renderWithProviders, user } from '../../../../test/renderWithProviders';
import { OPEN_VENDOR_LIMIT } from '../utils/vendorGroups';
import { AveragesTab } from './AveragesTab';

const QUESTIONS = 25;

/** jsdom takes seconds to draw the forty-bar comparison chart, more on a busy machine: these tests get longer than Jest's 5 s. */
const CHART_TIMEOUT = 20_000;

const vendor = (vendorId: number): VendorAverage => ({
  vendorId,
  vendorName: `Benchmark vendor ${vendorId}`,
  company: `Company ${vendorId}`,
  // Every vendor but the first has 1000 scores and 100 No Votes, averaging 2 (even ids) or 3 (odd ids).
  average: vendorId === 1 ? null : 2 + (vendorId % 2),
  responses: vendorId === 1 ? 0 : 1100,
  noVotes: vendorId === 1 ? 0 : 100,
  questions: Array.from({ length: QUESTIONS }, (_, index) => ({
    questionId: index + 1,
    text: `Question ${index + 1}`,
    average: vendorId === 1 ? null : 2 + (vendorId % 2),
    responses: 44,
    noVotes: 4,
    users: 1000,
    percent: 4,
  })),
});

/** The large data set's shape: one event of 40 vendors and 25 questions. */
const benchmark: AverageEvent = {
  eventId: 1,
  eventName: 'Benchmark event',
  status: 'Active',
  usersWithAccess: 1000,
  activeQuestions: QUESTIONS,
  // The server's figures: 19 vendors at 3 and 20 at 2, each over 1000 scores.
  average: (19 * 3 + 20 * 2) / 39,
  responses: 39 * 1100,
  noVotes: 39 * 100,
  vendors: Array.from({ length: 40 }, (_, index) => vendor(index + 1)),
};

const renderTab = (data: AverageEvent[]) =>
  renderWithProviders(<AveragesTab />, { fixtures: adminFixtures({ [api.analysis.averages.path()]: { data } }) });

describe('AveragesTab with forty vendors', () => {
  it('sums up each event first: the overall average, the responses and each vendor average', async () => {
    renderTab([benchmark]);
    const summary = await screen.findByRole('group', { name: 'Summary of Benchmark event' });
    expect(within(summary).getAllByRole('term').map((term) => term.textContent)).toEqual(['Overall average', 'Responses', 'No Votes']);
    expect(within(summary).getAllByRole('definition').map((figure) => figure.textContent)).toEqual([`${((19 * 3 + 20 * 2) / 39).toFixed(2)} / 5.00`, '42900', '3900']);
    const perVendor = within(within(summary).getByRole('list', { name: 'Average per vendor' })).getAllByRole('listitem');
    expect(perVendor).toHaveLength(40);
    expect(perVendor[0]).toHaveTextContent('Benchmark vendor 1: No scores available');
    expect(perVendor[1]).toHaveTextContent('Benchmark vendor 2: 2.00 / 5.00');
    expect(perVendor[2]).toHaveTextContent('Benchmark vendor 3: 3.00 / 5.00');
  }, CHART_TIMEOUT);

  it("shows the server's figures of the event as they are, without weighing the vendor averages again", async () => {
    renderTab([{ ...benchmark, average: 4.5, responses: 12, noVotes: 1 }]);
    const summary = await screen.findByRole('group', { name: 'Summary of Benchmark event' });
    expect(within(summary).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['4.50 / 5.00', '12', '1']);
  }, CHART_TIMEOUT);

  it(`starts the vendor groups of an event with more than ${OPEN_VENDOR_LIMIT} vendors closed, their questions and charts drawn once opened`, async () => {
    renderTab([benchmark]);
    const second = await screen.findByRole('button', { name: /Benchmark vendor 2 \(Company 2\)/ });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveTextContent('Vendor Average: 2.00 / 5.00');
    expect(screen.queryByRole('list', { name: /^Questions for/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Question 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /average score per question/ })).not.toBeInTheDocument();

    await user.click(second);
    const questions = screen.getByRole('list', { name: 'Questions for Benchmark vendor 2' });
    expect(within(questions).getAllByRole('listitem')).toHaveLength(QUESTIONS);
    expect(await screen.findByRole('img', { name: /Benchmark vendor 2's average score per question/ })).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: /^Questions for/ })).toHaveLength(1);
  }, CHART_TIMEOUT);

  it(`keeps every vendor group open in an event of up to ${OPEN_VENDOR_LIMIT} vendors`, async () => {
    // Two questions each are enough here, and keep the page small for jsdom.
    const vendors = benchmark.vendors.slice(0, OPEN_VENDOR_LIMIT).map((each) => ({ ...each, questions: each.questions.slice(0, 2) }));
    renderTab([{ ...benchmark, activeQuestions: 2, vendors }]);
    const groups = await screen.findAllByRole('button', { name: /^Benchmark vendor/ });
    expect(groups).toHaveLength(OPEN_VENDOR_LIMIT);
    for (const group of groups) expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByText(/^44 responses from 1000 users/)).toHaveLength(2 * OPEN_VENDOR_LIMIT);
  }, CHART_TIMEOUT);
});
