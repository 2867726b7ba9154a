import { type CellComment, type CellStatistics } from '@vsp/contract';
import { Button, Heading, Inline, Skeleton, Stack, Switch, Text } from '@vsp/design-system';
import { X } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../../lib/components/TabState';
import { useCellComments, type CellRef } from '../api/hooks';
import { evaluatorPseudonym } from '../utils/evaluators';
import { NO_FIGURE, weightLabel } from '../utils/format';
import { Columns, Histogram, Panel, PanelHeader, ScoreBadge, Statistics, SubHeading } from './CellFigures';

const Comment = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;


function CommentList({ comments, showNames }: { comments: CellComment[]; showNames: boolean }) {
  if (comments.length === 0) return <Text tone="muted">No scores in this cell yet.</Text>;
  return (
    <Stack as="ol" gap={3} aria-label="Comments">
      {comments.map((comment, index) => (
        <Comment key={comment.userId}>
          <Inline>
            <Text as="span" weight="semibold">
              {showNames ? comment.name : evaluatorPseudonym(index)}
            </Text>
            <ScoreBadge score={comment.score} />
          </Inline>
          {comment.comments ? <Text size="sm">{comment.comments}</Text> : <Text size="sm" tone="muted">No comment</Text>}
          {comment.followupQuestions && <Text size="sm">Follow-up questions: {comment.followupQuestions}</Text>}
        </Comment>
      ))}
    </Stack>
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
    <Panel
      id={id}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        // Escape closes the detail from anywhere inside it, as it does from its cell.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
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
