import { screen, within } from '@testing-library/react';
import { api, type EventAward, type EventDecision } from '@vsp/contract';
import { alphaLedger, bravoInsights } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { makeAwardVendor, resultsEvent } from '../../../../test/resultsFixtures';
import { DecisionView } from './DecisionView';

const at = { eventId: resultsEvent.id };
const closed = { ...resultsEvent, status: 'Closed' };

const award: EventAward = {
  eventId: resultsEvent.id,
  priceWeight: 0,
  priceFormula: 'ratio',
  vendors: [
    makeAwardVendor({ vendorId: alphaLedger.id, name: alphaLedger.name, awardRank: 1, totalPoints: 80 }),
    makeAwardVendor({ vendorId: bravoInsights.id, name: bravoInsights.name, awardRank: 2, totalPoints: 70 }),
    makeAwardVendor({ vendorId: 13, name: 'Cedar Systems', excluded: true }),
  ],
};

const open: EventDecision = { eventId: resultsEvent.id, state: 'open', recommendation: null, approval: null, report: null, history: [], approverRule: null };
const recommendation = { vendorId: alphaLedger.id, rationale: 'Leads the award on quality and price.', by: 2, byName: 'Dana Admin', at: '2025-03-06T09:00:00.000Z' };
const recommended: EventDecision = {
  ...open,
  state: 'recommended',
  recommendation,
  history: [{ step: 'recommended', vendorId: alphaLedger.id, text: recommendation.rationale, by: 2, byName: 'Dana Admin', at: recommendation.at }],
};
const sha256 = 'ab'.repeat(32);
const approved: EventDecision = {
  ...recommended,
  state: 'approved',
  approval: { by: 3, byName: 'Eli Admin', at: '2025-03-07T10:00:00.000Z', comment: 'Agreed with the panel.' },
  report: { sha256, generatedAt: '2025-03-07T10:00:00.000Z', bytes: 4096 },
  history: [...recommended.history, { step: 'approved', vendorId: null, text: 'Agreed with the panel.', by: 3, byName: 'Eli Admin', at: '2025-03-07T10:00:00.000Z' }],
};

const renderView = (decision: EventDecision, event = closed) =>
  renderWithProviders(<DecisionView event={event} />, {
    fixtures: { [api.decision.get.path(at)]: { data: decision }, [api.analysis.award.path(at)]: { data: award } },
  });

describe('DecisionView', () => {
  it("starts the recommendation from the award's first, says so when another is chosen, and records it", async () => {
    renderView(open);
    const form = await screen.findByRole('form', { name: 'Recommendation' });
    const vendor = within(form).getByRole('combobox', { name: /Vendor to recommend/ });
    expect(vendor).toHaveValue(String(alphaLedger.id));
    // Excluded vendors cannot be recommended.
    expect(within(vendor).queryByRole('option', { name: 'Cedar Systems' })).not.toBeInTheDocument();
    await user.selectOptions(vendor, bravoInsights.name);
    expect(within(form).getByText(/Bravo Insights is not the award's first \(Alpha Ledger is\)/)).toBeInTheDocument();

    const { requests } = mockFetch(() => ({ body: recommended }));
    await user.type(within(form).getByRole('textbox', { name: /Rationale/ }), 'Costs far less to run over five years.');
    await user.click(within(form).getByRole('button', { name: 'Recommend' }));
    expect(requests[0]).toEqual({ method: 'POST', path: api.decision.recommend.path(at), body: { vendorId: bravoInsights.id, rationale: 'Costs far less to run over five years.' } });
  });

  it('offers no recommendation while the event is Active', async () => {
    renderView(open, resultsEvent);
    expect(await screen.findByText('Scoring is still open: a vendor can be recommended once the event is no longer Active.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Recommendation' })).not.toBeInTheDocument();
  });

  it('shows the rule of separated duties instead of the approval form to an administrator it stops', async () => {
    renderView({ ...recommended, approverRule: 'You recommended this vendor: another administrator must approve or reject it.' });
    expect(await screen.findByText('You recommended this vendor: another administrator must approve or reject it.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Approval' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw recommendation' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recommended: Alpha Ledger' })).toHaveTextContent('By Dana Admin on 6 Mar 2025');
  });

  it('asks a rejection for its comment, and approves without one', async () => {
    renderView(recommended);
    const form = await screen.findByRole('form', { name: 'Approval' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Decision/ }), 'Reject it and reopen the decision');
    await user.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(within(form).getByText('Say why the recommendation is rejected')).toBeInTheDocument();

    const { requests } = mockFetch(() => ({ body: approved }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Decision/ }), 'Approve the recommendation');
    await user.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(requests[0]).toEqual({ method: 'POST', path: api.decision.approve.path(at), body: { decision: 'approve', comment: null } });
  });

  it('once approved shows the approval, the final report with its SHA-256, the debriefs and the history', async () => {
    renderView(approved);
    expect(await screen.findByText('Approved by Eli Admin on 7 Mar 2025, 10:00: Agreed with the panel.')).toBeInTheDocument();
    expect(screen.getByText(sha256)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download the final report/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download every debrief \(zip\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Debrief for Bravo Insights/ })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      'Recommended Alpha Ledger by Dana Admin on 6 Mar 2025, 09:00: Leads the award on quality and price.',
      'Approved by Eli Admin on 7 Mar 2025, 10:00: Agreed with the panel.',
    ]);
  });
});
