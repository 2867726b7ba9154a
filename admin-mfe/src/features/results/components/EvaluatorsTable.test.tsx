import { screen, within } from '@testing-library/react';
import { renderWithProviders, user } from '../../../../test/renderWithProviders';
import { resultsFixtures } from '../../../../test/resultsFixtures';
import { EvaluatorsTable, EVALUATORS_PAGE_SIZE } from './EvaluatorsTable';

const evaluators = [
  { userId: 1, name: 'Robin Evaluator', ratings: 12, mean: 4.2, leniency: 0.62 },
  { userId: 2, name: 'Sam Reviewer', ratings: 10, mean: 2.95, leniency: -0.4 },
  { userId: 3, name: 'Kim Observer', ratings: 3, mean: 3.5, leniency: 0.01 },
];

const rowsText = () =>
  within(screen.getByRole('table', { name: 'Evaluators and their leniency' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('EvaluatorsTable', () => {
  it('reads each evaluator’s leniency against the panel', () => {
    renderWithProviders(<EvaluatorsTable evaluators={evaluators} />, { fixtures: resultsFixtures() });
    expect(rowsText()).toEqual([
      ['Robin Evaluator', '12', '4.20', '+0.6 more generous than the panel'],
      ['Sam Reviewer', '10', '2.95', '−0.4 harsher than the panel'],
      ['Kim Observer', '3', '3.50', 'in line with the panel'],
    ]);
  });

  it('sorts by leniency, harshest first', async () => {
    renderWithProviders(<EvaluatorsTable evaluators={evaluators} />, { fixtures: resultsFixtures() });
    await user.click(screen.getByRole('button', { name: 'Leniency' }));
    expect(rowsText().map(([name]) => name)).toEqual(['Sam Reviewer', 'Kim Observer', 'Robin Evaluator']);
  });

  it('says when nobody has rated yet', () => {
    renderWithProviders(<EvaluatorsTable evaluators={[]} />, { fixtures: resultsFixtures() });
    expect(screen.getByText('No evaluator has rated this event yet')).toBeInTheDocument();
  });

  it('draws a large panel a page at a time, sorting every evaluator before the page is cut', async () => {
    const panel = Array.from({ length: 120 }, (_, index) => ({ userId: index + 1, name: `Evaluator ${String(index + 1).padStart(3, '0')}`, ratings: index + 1, mean: 3, leniency: 0 }));
    renderWithProviders(<EvaluatorsTable evaluators={panel} />, { fixtures: resultsFixtures() });
    expect(rowsText()).toHaveLength(EVALUATORS_PAGE_SIZE);
    expect(screen.getByText('1–50 of 120 evaluators, page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ratings' }));
    await user.click(screen.getByRole('button', { name: 'Ratings' }));
    expect(rowsText()[0][0]).toBe('Evaluator 120');

    await user.click(screen.getByRole('button', { name: 'Next evaluators' }));
    expect(screen.getByText('51–100 of 120 evaluators, page 2 of 3')).toBeInTheDocument();
    expect(rowsText()[0][0]).toBe('Evaluator 070');
  });
});
