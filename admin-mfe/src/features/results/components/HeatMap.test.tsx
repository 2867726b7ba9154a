import { screen, within } from '@testing-library/react';
import { api } from '@vsp/contract';
import { alphaLedger, bravoInsights } from '../../../../test/fixtures';
import { renderWithProviders, user } from '../../../../test/renderWithProviders';
import { cells, cost, fit, flaggedCell, resultsEvent, resultsFixtures, support } from '../../../../test/resultsFixtures';
import type { Fixtures } from '../../../../test/renderWithProviders';
import { groupBySection } from '../utils/matrix';
import { HeatMap } from './HeatMap';

const vendors = [
  { vendorId: bravoInsights.id, name: bravoInsights.name },
  { vendorId: alphaLedger.id, name: alphaLedger.name },
];

const renderMap = (fixtures: Fixtures = resultsFixtures()) =>
  renderWithProviders(
    <HeatMap eventId={resultsEvent.id} vendors={vendors} groups={groupBySection([fit, cost, support], resultsEvent.id)} cells={cells.cells} threshold={3} />,
    { fixtures },
  );

const flaggedName = 'Bravo Insights, Fit: mean 3.00, Good, flagged: ratings differ by 4';

describe('HeatMap', () => {
  it('is a table of vendors by questions, grouped under their sections with each weight', () => {
    renderMap();
    const table = screen.getByRole('table', { name: /Mean rating per vendor and question/ });
    const technical = within(table).getByRole('columnheader', { name: 'Technical' });
    expect(technical).toHaveAttribute('colspan', '2');
    expect(within(table).getByRole('columnheader', { name: 'Commercial' })).toHaveAttribute('colspan', '1');
    expect(within(table).getByRole('columnheader', { name: 'Fit weight ×2' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Support weight ×1.5' })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Bravo Insights', 'Alpha Ledger']);
  });

  it('leaves out the section row when no question has a section', () => {
    const plain = [fit, cost].map((question) => ({ ...question, section: null }));
    renderWithProviders(<HeatMap eventId={resultsEvent.id} vendors={vendors} groups={groupBySection(plain, resultsEvent.id)} cells={cells.cells} threshold={3} />, {
      fixtures: resultsFixtures(),
    });
    const table = screen.getByRole('table', { name: /Mean rating per vendor and question/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Vendor', 'Fitweight ×2', 'Costweight ×1']);
  });

  it('shows each mean as text with its band in the cell’s name, and marks flagged cells', () => {
    renderMap();
    const flagged = screen.getByRole('button', { name: flaggedName });
    expect(flagged).toHaveTextContent('3.00⚑');
    expect(screen.getByRole('button', { name: 'Alpha Ledger, Cost: mean 1.50, Poor' })).toHaveTextContent('1.50');
    expect(screen.getByRole('button', { name: 'Alpha Ledger, Support: no ratings' })).toHaveTextContent('—');
  });

  it('explains the colours and the flag in words', () => {
    renderMap();
    const legend = within(screen.getByRole('list', { name: 'Colour scale' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Excellent: mean 4.00 to 5.00',
      'Good: mean 3.00 to 3.99',
      'Fair: mean 2.00 to 2.99',
      'Poor: mean 1.00 to 1.99',
      '—No ratings',
      '⚑Flagged: ratings differ by 3 or more',
    ]);
  });

  it('moves between cells with the arrow keys and opens one with Enter', async () => {
    renderMap();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bravo Insights, Fit: mean 3.00, Good, flagged: ratings differ by 4' })).toHaveFocus();
    // The columns follow the sections: Technical (Fit, Support), then Commercial (Cost).
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^Bravo Insights, Support/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Alpha Ledger, Support/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /^Alpha Ledger, Cost/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}{Enter}');
    const cell = screen.getByRole('button', { name: flaggedName });
    expect(cell).toHaveFocus();
    expect(cell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Bravo Insights · Fit' })).toHaveAttribute('id', cell.getAttribute('aria-controls'));
  });

  it('shows the cell’s histogram and statistics', async () => {
    renderMap();
    await user.click(screen.getByRole('button', { name: flaggedName }));
    const detail = within(screen.getByRole('region', { name: 'Bravo Insights · Fit' }));
    expect(detail.getByText('Weight ×2')).toBeInTheDocument();
    expect(detail.getAllByRole('listitem').slice(0, 6).map((item) => item.textContent)).toEqual([
      '5 Exceptional: 1 score',
      '4 Very Good: 0 scores',
      '3 Good: 0 scores',
      '2 Fair: 0 scores',
      '1 Poor: 1 score',
      'No Vote: 1 score',
    ]);
    const statistics = detail.getByLabelText('Statistics');
    expect(statistics).toHaveTextContent('Ratings2');
    expect(statistics).toHaveTextContent('No Votes1');
    expect(statistics).toHaveTextContent('Mean3.00 / 5.00 (Good)');
    expect(statistics).toHaveTextContent('Standard deviation2.83');
    expect(statistics).toHaveTextContent('Spread4, flagged (the event flags 3 or more)');
  });

  it('shows the comments under hidden names until the administrator reveals them', async () => {
    renderMap();
    await user.click(screen.getByRole('button', { name: flaggedName }));
    const comments = await screen.findByRole('list', { name: 'Comments' });
    const entries = within(comments).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Evaluator 15 · ExceptionalCovers every workflow we showed',
      'Evaluator 21 · PoorNo single sign-onFollow-up questions: When does single sign-on ship?',
      'Evaluator 3No VoteNo comment',
    ]);
    expect(screen.queryByText('Robin Evaluator')).not.toBeInTheDocument();

    const names = screen.getByRole('switch', { name: 'Show evaluator names' });
    expect(names).not.toBeChecked();
    await user.click(names);
    expect(within(comments).getByText('Robin Evaluator')).toBeInTheDocument();
    expect(within(comments).getByText('Sam Reviewer')).toBeInTheDocument();
    expect(within(comments).queryByText('Evaluator 1')).not.toBeInTheDocument();
  });

  it('is one Tab stop: Tab comes back to the cell last visited, and the next Tab leaves the map for the open detail', async () => {
    renderMap();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const visited = screen.getByRole('button', { name: /^Alpha Ledger, Fit/ });
    expect(visited).toHaveFocus();
    expect(screen.getAllByRole('button').filter((button) => button.closest('table') && button.tabIndex === 0)).toEqual([visited]);
    await user.keyboard('{Enter}');
    await user.tab();
    // Past the map the focus is in the detail: its first control, not another cell.
    expect(screen.getByRole('region', { name: 'Alpha Ledger · Fit' })).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(visited).toHaveFocus();
  });

  it('closes the detail with Escape, from its cell or from inside it, and puts the focus back on its cell', async () => {
    renderMap();
    const cell = screen.getByRole('button', { name: flaggedName });
    await user.click(cell);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Bravo Insights · Fit' })).not.toBeInTheDocument();
    expect(cell).toHaveFocus();

    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Close cell detail' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Bravo Insights · Fit' })).not.toBeInTheDocument();
    expect(cell).toHaveFocus();
  });

  it('closes the detail and puts the focus back on its cell', async () => {
    renderMap();
    await user.click(screen.getByRole('button', { name: flaggedName }));
    await user.click(screen.getByRole('button', { name: 'Close cell detail' }));
    expect(screen.queryByRole('region', { name: 'Bravo Insights · Fit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: flaggedName })).toHaveFocus();
  });

  it('offers a retry when a cell’s comments cannot be read', async () => {
    const at = { eventId: resultsEvent.id, vendorId: flaggedCell.vendorId, questionId: flaggedCell.questionId };
    renderMap(resultsFixtures({ [api.analysis.cellComments.path(at)]: { status: 500 } }));
    await user.click(screen.getByRole('button', { name: flaggedName }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load comments');
  });
});
