import { screen, within } from '@testing-library/react';
import { api, FLAGS_ACCUSE_NO_ONE, type EventAward, type EventRobustness } from '@vsp/contract';
import { alphaLedger, bravoInsights, robin, sam } from '../../../../test/fixtures';
import { renderWithProviders, user } from '../../../../test/renderWithProviders';
import { cost, fit, makeAwardVendor, resultsEvent, resultsFixtures, support } from '../../../../test/resultsFixtures';
import { HowSureView } from './HowSureView';
import { ResultsTab } from './ResultsTab';

const at = { eventId: resultsEvent.id };

/** The view reads the vendors' names and the price weight from the award. */
const award: EventAward = {
  eventId: resultsEvent.id,
  priceWeight: 30,
  priceFormula: 'ratio',
  vendors: [alphaLedger, bravoInsights].map((vendor, i) => makeAwardVendor({ vendorId: vendor.id, name: vendor.name, awardRank: i + 1 })),
};

/** Alpha Ledger leads Bravo Insights by 9.75 points: 8 on price, 2.5 on Fit and 0.5 on Support, less 1.25 on Cost. */
const robustness: EventRobustness = {
  eventId: resultsEvent.id,
  basis: 'award',
  leaderId: alphaLedger.id,
  contributions: [
    {
      vendorId: bravoInsights.id,
      parts: [
        { questionId: fit.id, points: 2.5 },
        { questionId: cost.id, points: -1.25 },
        { questionId: support.id, points: 0.5 },
      ],
      pricePoints: 8,
      gap: 9.75,
    },
  ],
  weightFlips: [
    { questionId: fit.id, factor: null, vendorId: null },
    { questionId: cost.id, factor: 2.3, vendorId: bravoInsights.id },
    { questionId: support.id, factor: 0.45, vendorId: bravoInsights.id },
  ],
  priceWeightFlip: { priceWeight: 12.5, vendorId: bravoInsights.id },
  bootstrap: {
    samples: 2000,
    seed: 1,
    firstPlace: [
      { vendorId: alphaLedger.id, probability: 0.9045 },
      { vendorId: bravoInsights.id, probability: 0.0955 },
    ],
    gapInterval: [1.1, 7.5],
  },
  evaluatorFlags: [
    { userId: robin.id, name: robin.name, kind: 'pivotal', detail: bravoInsights.id },
    { userId: sam.id, name: sam.name, kind: 'straightLine', detail: 3 },
  ],
};

const fixtures = (answer: EventRobustness = robustness) => ({
  [api.analysis.robustness.path(at)]: { data: answer },
  [api.analysis.award.path(at)]: { data: award },
});

const renderView = (answer?: EventRobustness) =>
  renderWithProviders(<HowSureView event={resultsEvent} questions={[fit, cost, support]} />, { fixtures: fixtures(answer) });

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('HowSureView', () => {
  it("shows each vendor's chance of first place as a bar with its percent, and the leader's gap over the resamples", async () => {
    renderView();
    const chances = await screen.findByRole('table', { name: 'Chance of first place per vendor' });
    expect(rowsOf(chances)).toEqual([
      ['Alpha Ledger', '', '90.5 %'],
      ['Bravo Insights', '', '9.6 %'],
    ]);
    expect(within(chances).getByRole('progressbar', { name: 'Chance that Alpha Ledger comes first' })).toHaveAttribute('aria-valuenow', '90');
    expect(screen.getByText('Alpha Ledger leads by 9.75 points; in 90 % of resamples by 1.10 to 7.50.')).toBeInTheDocument();
    expect(screen.getByText(/The chances come from resampling the evaluators 2,000 times/)).toBeInTheDocument();
  });

  it('lists what decided the lead over the runner-up, largest part first, price among them', async () => {
    renderView();
    const parts = await screen.findByRole('table', { name: "Parts of Alpha Ledger's lead over Bravo Insights" });
    expect(rowsOf(parts)).toEqual([
      ['Price', '+8.00'],
      ['Fit', '+2.50'],
      ['Cost', '−1.25'],
      ['Support', '+0.50'],
    ]);
  });

  it('says how far each weight and the price weight can move before the leader changes', async () => {
    renderView();
    const section = await screen.findByRole('region', { name: 'How far the weights can move' });
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "'Fit' could weigh anything from 0 to 100 × as much without changing the leader.",
      "'Cost' would have to weigh 2.30 × more for Bravo Insights to lead.",
      "'Support' would have to weigh 0.45 × as much for Bravo Insights to lead.",
      'Price would have to carry 12.50 of the 100 points instead of 30 for Bravo Insights to lead.',
    ]);
  });

  it('lists the evaluator flags under the sentence that a flag accuses no one', async () => {
    renderView();
    const section = await screen.findByRole('region', { name: 'Evaluator flags' });
    expect(within(section).getByText(FLAGS_ACCUSE_NO_ONE)).toBeInTheDocument();
    expect(rowsOf(within(section).getByRole('table', { name: 'Evaluator flags' }))).toEqual([
      ['Robin Evaluator', 'Pivotal', 'Without their scores Bravo Insights would lead'],
      ['Sam Reviewer', 'Straight line', 'Gave every cell they rated 3'],
    ]);
  });

  it('leaves out the price weight for a quality ranking, and says when no evaluator is flagged', async () => {
    renderView({ ...robustness, basis: 'quality', priceWeightFlip: null, evaluatorFlags: [] });
    const section = await screen.findByRole('region', { name: 'How far the weights can move' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('table', { name: "Parts of Alpha Ledger's lead over Bravo Insights" })).not.toHaveTextContent('Price');
    expect(screen.getByText("No evaluator's scores show any of these patterns.")).toBeInTheDocument();
  });

  it('says there is no leader with fewer than two vendors in the award', async () => {
    renderView({ ...robustness, leaderId: null, contributions: [], weightFlips: [], priceWeightFlip: null, evaluatorFlags: [], bootstrap: { samples: 2000, seed: 1, firstPlace: [], gapInterval: null } });
    expect(await screen.findByText('No leader yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is reached from the Award view with the arrow key, and kept in the address', async () => {
    renderWithProviders(<ResultsTab />, { fixtures: resultsFixtures(fixtures()), path: '/admin?tab=results&view=award' });
    const awardTab = await screen.findByRole('tab', { name: 'Award' });
    awardTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'How sure' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Chance of first place per vendor' })).toBeInTheDocument();
  });
});
