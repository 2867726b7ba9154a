import { formatAverage, NO_VOTE, ratingOf, SCORE_SCALE, scoreLabel, type CellStatistics, type ScoreHistogram } from '@vsp/contract';
import { Badge, Inline, Stack, VisuallyHidden } from '@vsp/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ratingVariant } from '../../../lib/rating';
import { formatScore, NO_FIGURE } from '../utils/format';
import { spreadOf } from '../utils/matrix';

/* What one cell's scores look like, shared by the heat map's cell detail and the consensus view. */

const BarRow = styled.li`
  display: grid;
  grid-template-columns: 8.5rem 1fr 2rem;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Track = styled.span`
  height: 12px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.full};
  overflow: hidden;
`;

const Fill = styled.span<{ $share: number }>`
  display: block;
  width: ${({ $share }) => `${Math.round($share * 100)}%`};
  height: 100%;
  background: ${({ theme }) => theme.colors.brand};
`;

const Count = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const HISTOGRAM_ROWS = [...SCORE_SCALE.map((entry) => entry.value), NO_VOTE];

/** How many scores of each value the cell has, as bars with their counts in text. */
export function Histogram({ histogram }: { histogram: ScoreHistogram }) {
  const most = Math.max(1, ...Object.values(histogram));
  return (
    <Stack as="ul" gap={2} aria-label="Scores given">
      {HISTOGRAM_ROWS.map((score) => {
        const count = histogram[String(score) as keyof ScoreHistogram];
        const name = score === NO_VOTE ? scoreLabel(score) : `${score} ${scoreLabel(score)}`;
        return (
          <BarRow key={score}>
            <span>{name}</span>
            <Track aria-hidden>
              <Fill $share={count / most} />
            </Track>
            <Count>
              <VisuallyHidden>: </VisuallyHidden>
              {count}
              <VisuallyHidden>{count === 1 ? ' score' : ' scores'}</VisuallyHidden>
            </Count>
          </BarRow>
        );
      })}
    </Stack>
  );
}

/** The cell's figures, its spread and whether it is flagged. */
export function Statistics({ cell, threshold }: { cell: CellStatistics; threshold: number }) {
  const spread = spreadOf(cell);
  return (
    <Stats aria-label="Statistics">
      <dt>Ratings</dt>
      <dd>{cell.ratings}</dd>
      <dt>No Votes</dt>
      <dd>{cell.noVotes}</dd>
      <dt>Mean</dt>
      <dd>{cell.mean === null ? NO_FIGURE : `${formatAverage(cell.mean)} (${ratingOf(cell.mean)})`}</dd>
      <dt>Median</dt>
      <dd>{formatScore(cell.median)}</dd>
      <dt>Standard deviation</dt>
      <dd>{formatScore(cell.sd)}</dd>
      <dt>Lowest rating</dt>
      <dd>{cell.min ?? NO_FIGURE}</dd>
      <dt>Highest rating</dt>
      <dd>{cell.max ?? NO_FIGURE}</dd>
      <dt>Spread</dt>
      <dd>
        {spread ?? NO_FIGURE}
        {cell.flagged ? `, flagged (the event flags ${threshold} or more)` : ''}
      </dd>
    </Stats>
  );
}

/** One score as a badge: its value and label in the rating's colour, or No Vote. */
export function ScoreBadge({ score }: { score: number }) {
  if (score === NO_VOTE) return <Badge variant="neutral">{scoreLabel(score)}</Badge>;
  return <Badge variant={ratingVariant[ratingOf(score)]}>{`${score} · ${scoreLabel(score)}`}</Badge>;
}

/** A heading within a cell's detail, below the level the design system's headings reach. */
export const SubHeading = styled.h5`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/** The frame of an opened cell: its figures, its scores and what the panel does with them. */
export const Panel = styled.section`
  display: grid;
  /* One column no wider than the panel: what is wider (a table of scores) scrolls inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** A part's heading at the start and its control (a switch, a close button) at the end. */
export function PanelHeader({ children }: { children: ReactNode }) {
  return (
    <Inline align="start" justify="between" gap={3}>
      {children}
    </Inline>
  );
}

export const Columns = styled.div`
  display: grid;
  /* Side by side where two fit, one under the other on a phone. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space[6]};
`;
