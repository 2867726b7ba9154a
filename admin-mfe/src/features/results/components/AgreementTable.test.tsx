import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { agreement, cost, fit, resultsFixtures, support } from '../../../../test/resultsFixtures';
import { AgreementTable } from './AgreementTable';

describe('AgreementTable', () => {
  it('reads the overall alpha and each question’s, in the order given', () => {
    renderWithProviders(<AgreementTable agreement={agreement} questions={[fit, support, cost]} />, { fixtures: resultsFixtures() });
    expect(screen.getByText(/Overall agreement/)).toHaveTextContent("Overall agreement (Krippendorff's alpha): 0.55, Low");
    const rows = within(screen.getByRole('table', { name: 'Agreement per question' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Fit', 'Technical', '0.30', 'Low'],
      ['Support', 'Technical', '—', 'Not measurable'],
      ['Cost', 'Commercial', '0.85', 'Reliable'],
    ]);
  });

  it('says when the overall agreement cannot be measured', () => {
    renderWithProviders(<AgreementTable agreement={{ ...agreement, alpha: null, questions: [] }} questions={[fit]} />, { fixtures: resultsFixtures() });
    expect(screen.getByText(/Overall agreement/)).toHaveTextContent("Overall agreement (Krippendorff's alpha): —, Not measurable");
    expect(within(screen.getByRole('table', { name: 'Agreement per question' })).getAllByRole('row')[1]).toHaveTextContent('Not measurable');
  });
});
