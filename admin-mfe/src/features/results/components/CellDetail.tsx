import { formatAverage, NO_VOTE, ratingOf, SCORE_SCALE, scoreLabel, type CellComment, type CellStatistics, type ScoreHistogram } from '@vsp/contract';
import { Badge, Button, Heading, Skeleton, Switch, Text, VisuallyHidden } from '@vsp/design-system';
import { X } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../../lib/components/TabState';
import { useCellComments, type CellRef } from '../api/hooks';
import { evaluatorPseudonym } from '../utils/evaluators';
import { formatScore, NO_FIGURE, weightLabel } from '../utils/format';
import { spreadOf } from '../utils/matrix';
import { ratingVariant } from '../../../lib/rating';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
`;

const Bars = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

const Comments = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Comment = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const CommentHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const SubHeading = styled.h5`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const HISTOGRAM_ROWS = [...SCORE_SCALE.map((entry) => entry.value), NO_VOTE];

function Histogram({ histogram }: { histogram: ScoreHistogram }) {
  const most = Math.max(1, ...Object.values(histogram));
  return (
    <Bars aria-label="Scores given">
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
    </Bars>
  );
}

function Statistics({ cell, threshold }: { cell: CellStatistics; threshold: number }) {
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

function ScoreBadge({ score }: { score: number }) {
  if (score === NO_VOTE) return <Badge variant="neutral">{scoreLabel(score)}</Badge>;
  return <Badge variant={ratingVariant[ratingOf(score)]}>{`${score} · ${scoreLabel(score)}`}</Badge>;
}

function CommentList({ comments, showNames }: { comments: CellComment[]; showNames: boolean }) {
  if (comments.length === 0) return <Text tone="muted">No scores in this cell yet.</Text>;
  return (
    <Comments aria-label="Comments">
      {comments.map((comment, index) => (
        <Comment key={comment.userId}>
          <CommentHeader>
            <Text as="span" weight="semibold">
              {showNames ? comment.name : evaluatorPseudonym(index)}
            </Text>
            <ScoreBadge score={comment.score} />
          </CommentHeader>
          {comment.comments ? <Text size="sm">{comment.comments}</Text> : <Text size="sm" tone="muted">No comment</Text>}
          {comment.followupQuestions && <Text size="sm">Follow-up questions: {comment.followupQuestions}</Text>}
        </Comment>
      ))}
    </Comments>
  );
}

function CellComments({ cell, showNames }: { cell: CellRef; showNames: boolean }) {
  const { data, error, mutate } = useCellComments(cell);
  if (error) return <LoadError what="comments" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton height={80} />;
  return <CommentList comments={data} showNames={showNames} />;
}

export interface CellDetailProps {
  id: string;
  cellRef: CellRef;
  vendorName: string;
  question: { text: string; weight: number };
  /** Undefined when the cell has no score at all. */
  cell: CellStatistics | undefined;
  threshold: number;
  showNames: boolean;
  onShowNamesChange: (show: boolean) => void;
  onClose: () => void;
}

/** One cell of the heat map opened: how the scores spread, their statistics and what the evaluators wrote. */
export function CellDetail({ id, cellRef, vendorName, question, cell, threshold, showNames, onShowNamesChange, onClose }: CellDetailProps) {
  const headingId = useId();
  return (
    <Panel id={id} aria-labelledby={headingId}>
      <PanelHeader>
        <div>
          <Heading level={4} id={headingId}>
            {vendorName} · {question.text}
          </Heading>
          <Text size="sm" tone="muted">
            Weight {weightLabel(question.weight)}
          </Text>
        </div>
        <Button variant="outline" size="sm" icon={<X size={16} aria-hidden />} onClick={onClose}>
          Close cell detail
        </Button>
      </PanelHeader>
      <Columns>
        <div>
          <SubHeading>Scores given</SubHeading>
          {cell ? <Histogram histogram={cell.histogram} /> : <Text tone="muted">No scores in this cell yet.</Text>}
        </div>
        <div>
          <SubHeading>Statistics</SubHeading>
          {cell ? <Statistics cell={cell} threshold={threshold} /> : <Text tone="muted">{NO_FIGURE}</Text>}
        </div>
      </Columns>
      <div>
        <PanelHeader>
          <SubHeading>Comments</SubHeading>
          <Switch checked={showNames} onCheckedChange={onShowNamesChange} label="Show evaluator names" />
        </PanelHeader>
        <CellComments cell={cellRef} showNames={showNames} />
      </div>
    </Panel>
  );
}
