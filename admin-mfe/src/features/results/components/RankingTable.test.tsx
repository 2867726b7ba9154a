import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { makeRankedVendor, resultsFixtures } from '../../../../test/results-fixtures';
import { RankingTable } from './RankingTable';

describe('RankingTable', () => {
  it('shows each figure with its rating band, and dashes for a vendor nobody rated', () => {
    renderWithProviders(
      <RankingTable
        vendors={[
          makeRankedVendor({ vendorId: 1, name: 'Alpha', rank: 1, weightedScore: 4.256, meanScore: 4, median: 4.5, coverage: 0.5, normalisedRank: 1 }),
          makeRankedVendor({ vendorId: 2, name: 'Bravo', rank: 1, weightedScore: 4.256, meanScore: 4.1, median: 4, coverage: 0.5, normalisedRank: 2 }),
          makeRankedVendor({ vendorId: 3, name: 'Charlie', rank: null, weightedScore: null, meanScore: null, median: null, responses: 2, noVotes: 2, coverage: 0.25, normalisedRank: null }),
        ]}
      />,
      { fixtures: resultsFixtures() },
    );
    const rows = within(screen.getByRole('table', { name: 'Ranking by weighted score' })).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rank',
      'Vendor',
      'Weighted score',
      'Mean',
      'Median',
      'Coverage',
      'Normalised rank',
    ]);
    expect(within(rows[1]).getByText('Excellent')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('4.26');
    expect(within(rows[2]).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(rows[3]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', 'Charlie', 'No scores', '—', '—', '25%', '—']);
  });
});
