import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { makeRankedVendor, resultsFixtures } from '../../../../test/resultsFixtures';
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
      'Consensus score',
      'Consensus rank',
    ]);
    expect(within(rows[1]).getByText('Excellent')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('4.26');
    expect(within(rows[2]).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(rows[3]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', 'Charlie', 'No scores', '—', '—', '25%', '—', '—', '—']);
  });

  it('shows the consensus score and rank, marking in symbols and words the vendors the agreed scores move', () => {
    renderWithProviders(
      <RankingTable
        vendors={[
          makeRankedVendor({ vendorId: 1, name: 'Alpha', rank: 1, weightedScore: 4, consensusScore: 3.5, consensusRank: 3 }),
          makeRankedVendor({ vendorId: 2, name: 'Bravo', rank: 2, weightedScore: 3.9, consensusScore: 4.2, consensusRank: 1 }),
          makeRankedVendor({ vendorId: 3, name: 'Charlie', rank: 3, weightedScore: 3.8, consensusScore: 3.8, consensusRank: 2 }),
          makeRankedVendor({ vendorId: 4, name: 'Delta', rank: 4, weightedScore: 2, consensusScore: 2, consensusRank: 4 }),
        ]}
      />,
      { fixtures: resultsFixtures() },
    );
    const rows = within(screen.getByRole('table', { name: 'Ranking by weighted score' })).getAllByRole('row');
    const consensus = (row: number) => within(rows[row]).getAllByRole('cell').slice(-2).map((cell) => cell.textContent);
    expect(consensus(1)).toEqual(['3.50', '3▼2, Down 2 places with the consensus scores, from rank 1']);
    expect(consensus(2)).toEqual(['4.20', '1▲1, Up 1 place with the consensus scores, from rank 2']);
    expect(consensus(3)).toEqual(['3.80', '2▲1, Up 1 place with the consensus scores, from rank 3']);
    expect(consensus(4)).toEqual(['2.00', '4']);
    expect(within(rows[1]).getByText('▼2')).toHaveAttribute('aria-hidden');
  });
});
