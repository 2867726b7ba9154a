import { ratingOf, type RankedVendor } from '@vsp/contract';
import { Badge, Table, Text, VisuallyHidden, type TableColumn } from '@vsp/design-system';
import styled from 'styled-components';
import { rankMove } from '../utils/consensus';
import { formatCoverage, formatRank, formatScore } from '../utils/format';
import { ratingVariant } from '../../../lib/rating';

const Score = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

function WeightedScore({ score }: { score: number | null }) {
  if (score === null)
    return (
      <Text as="span" tone="muted" size="inherit" weight="inherit">
        No scores
      </Text>
    );
  const rating = ratingOf(score);
  return (
    <Score>
      {formatScore(score)}
      <Badge variant={ratingVariant[rating]}>{rating}</Badge>
    </Score>
  );
}

const Move = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/** The rank with the agreed scores, marked "▲2" or "▼1" (said in words to screen readers) where it differs from the rank. */
function ConsensusRank({ vendor }: { vendor: RankedVendor }) {
  const move = rankMove(vendor);
  return (
    <>
      {formatRank(vendor.consensusRank)}
      {move && (
        <Move>
          <span aria-hidden>{move.symbol}</span>
          <VisuallyHidden>{`, ${move.label}`}</VisuallyHidden>
        </Move>
      )}
    </>
  );
}

const columns: TableColumn<RankedVendor>[] = [
  { key: 'rank', header: 'Rank', align: 'right', width: '72px', cell: (vendor) => formatRank(vendor.rank) },
  { key: 'vendor', header: 'Vendor', cell: (vendor) => <strong>{vendor.name}</strong> },
  { key: 'weighted', header: 'Weighted score', cell: (vendor) => <WeightedScore score={vendor.weightedScore} /> },
  { key: 'mean', header: 'Mean', align: 'right', cell: (vendor) => formatScore(vendor.meanScore) },
  { key: 'median', header: 'Median', align: 'right', cell: (vendor) => formatScore(vendor.median) },
  { key: 'coverage', header: 'Coverage', align: 'right', cell: (vendor) => formatCoverage(vendor.coverage) },
  { key: 'normalised', header: 'Normalised rank', align: 'right', cell: (vendor) => formatRank(vendor.normalisedRank) },
  { key: 'consensusScore', header: 'Consensus score', align: 'right', cell: (vendor) => formatScore(vendor.consensusScore) },
  { key: 'consensusRank', header: 'Consensus rank', align: 'right', cell: (vendor) => <ConsensusRank vendor={vendor} /> },
];

export interface RankingTableProps {
  vendors: readonly RankedVendor[];
}

/**
 * The vendors by weighted score, best first, with the rank they take once each evaluator's leniency
 * is taken out, and the one they take with the scores the panel agreed.
 */
export function RankingTable({ vendors }: RankingTableProps) {
  return <Table caption="Ranking by weighted score" captionHidden columns={columns} rows={vendors} getRowId={(vendor) => vendor.vendorId} />;
}
