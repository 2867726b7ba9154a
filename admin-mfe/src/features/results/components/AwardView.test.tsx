import { screen, within } from '@testing-library/react';
import { api, type AwardVendor, type EventAward, type ExclusionOverride } from '@vsp/contract';
import { alphaLedger, bravoInsights } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { cost, fit, makeAwardVendor, resultsEvent, support } from '../../../../test/resultsFixtures';
import { AwardView } from './AwardView';

const at = { eventId: resultsEvent.id };

/** Alpha Ledger wins on price although Bravo Insights has the better quality; Bravo's knock-out is overridden. */
const inAward: AwardVendor[] = [
  {
    vendorId: alphaLedger.id,
    name: alphaLedger.name,
    qualityScore: 3.2,
    qualityPoints: 44.8,
    price: 1000,
    priceScore: 1,
    pricePoints: 30,
    totalPoints: 74.8,
    awardRank: 1,
    excluded: false,
    reasons: [],
    pending: [{ kind: 'minimum', questionId: support.id }],
  },
  {
    vendorId: bravoInsights.id,
    name: bravoInsights.name,
    qualityScore: 3.8,
    qualityPoints: 53.2,
    price: 2500,
    priceScore: 0.4,
    pricePoints: 12,
    totalPoints: 65.2,
    awardRank: 2,
    excluded: false,
    reasons: [{ kind: 'knockOut', questionId: fit.id, detail: "Failed 'Fit' (agreed score)", overridden: true }],
    pending: [],
  },
];

const excluded = makeAwardVendor({
  vendorId: 13,
  name: 'Cedar Systems',
  qualityScore: 4.5,
  excluded: true,
  reasons: [
    { kind: 'minimum', questionId: cost.id, detail: "2.50 below the minimum 3.00 on 'Cost'", overridden: false },
    { kind: 'noPrice', questionId: null, detail: 'No price', overridden: false },
  ],
});

const award: EventAward = { eventId: resultsEvent.id, priceWeight: 30, priceFormula: 'ratio', vendors: [...inAward, excluded] };

const keptBravo: ExclusionOverride = {
  vendorId: bravoInsights.id,
  include: true,
  rationale: 'The certificate arrived after scoring',
  setBy: 1,
  setByName: 'Alex Admin',
  setAt: '2025-03-06T09:00:00.000Z',
};

const renderView = () =>
  renderWithProviders(<AwardView event={resultsEvent} questions={[fit, cost, support]} />, {
    fixtures: { [api.analysis.award.path(at)]: { data: award }, [api.exclusions.list.path(at)]: { data: [keptBravo] } },
  });

describe('AwardView', () => {
  it('shows the weighting, the award table, a note that price changed the first place, and every reason', async () => {
    renderView();
    const table = await screen.findByRole('table', { name: 'Award by total points' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', 'Alpha Ledger', '3.20', '44.80', '1,000.00', '30.00', '74.80'],
      ['2', 'Bravo Insights', '3.80', '53.20', '2,500.00', '12.00', '65.20'],
    ]);
    expect(screen.getByText(/Quality carries 70 of the 100 points and price 30\. Price score = lowest price ÷/)).toBeInTheDocument();
    // Cedar has the best quality but is excluded: the note says an exclusion moved it.
    expect(screen.getByText('Alpha Ledger comes first in the award, while Cedar Systems has the highest quality score: an exclusion changed the order.')).toBeInTheDocument();

    const reasons = screen.getByRole('list', { name: 'Excluded vendors and overrides' });
    expect(reasons).toHaveTextContent("Cedar Systems Excluded2.50 below the minimum 3.00 on 'Cost'No price");
    expect(reasons).toHaveTextContent("Bravo Insights Kept by an overrideFailed 'Fit' (agreed score) (overridden)");
    expect(screen.getByRole('list', { name: 'Pending decisions' })).toHaveTextContent("Alpha Ledger 'Support': no agreed score and no mean to compare with the minimum.");
  });

  it("saves a vendor's price, refusing one with three decimals first", async () => {
    renderView();
    const { requests } = mockFetch((request) => ({ body: { eventId: resultsEvent.id, vendorId: alphaLedger.id, ...(request.body as object) } }));
    const form = await screen.findByRole('form', { name: 'Price of Alpha Ledger' });
    const price = within(form).getByRole('textbox', { name: /Price/ });
    expect(price).toHaveValue('1000');
    await user.clear(price);
    await user.type(price, '950.125');
    await user.click(within(form).getByRole('button', { name: 'Save price' }));
    expect(within(form).getByText(/Price must be more than 0/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '950.50');
    await user.click(within(form).getByRole('button', { name: 'Save price' }));
    expect(requests[0]).toEqual({ method: 'PUT', path: api.prices.set.path({ ...at, vendorId: alphaLedger.id }), body: { price: 950.5 } });
  });

  it("shows a vendor's override with who set it, and removes it", async () => {
    renderView();
    const { requests } = mockFetch(() => ({ status: 204 }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Vendor' }), 'Bravo Insights');
    const form = screen.getByRole('form', { name: 'Override of Bravo Insights' });
    expect(form).toHaveTextContent('Kept in the award by Alex Admin on 6 Mar 2025');
    expect(within(form).getByRole('combobox', { name: /Override/ })).toHaveValue('include');
    await user.click(within(form).getByRole('button', { name: 'Remove override' }));
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: api.exclusions.remove.path({ ...at, vendorId: bravoInsights.id }) });
  });

  it('excludes a vendor with a reason, asking for one of at least 10 characters', async () => {
    renderView();
    const { requests } = mockFetch((request) => ({ body: { ...keptBravo, vendorId: alphaLedger.id, ...(request.body as object) } }));
    const form = await screen.findByRole('form', { name: 'Override of Alpha Ledger' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Override/ }), 'Exclude from the award');
    await user.type(within(form).getByRole('textbox', { name: /Rationale/ }), 'Too short');
    await user.click(within(form).getByRole('button', { name: 'Save override' }));
    expect(within(form).getByText('Rationale must be at least 10 characters')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Rationale/ }), ' by far');
    await user.click(within(form).getByRole('button', { name: 'Save override' }));
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: api.exclusions.set.path({ ...at, vendorId: alphaLedger.id }),
      body: { include: false, rationale: 'Too short by far' },
    });
  });
});
