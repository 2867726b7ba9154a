import type { CellComment } from '@vsp/contract';
import { Skeleton, Table, Text, type TableColumn } from '@vsp/design-system';
import { useState } from 'react';
import { LoadError } from '../../../lib/components/TabState';
import { useCellComments, type CellRef } from '../api/hooks';
import { pageOf } from '../utils/consensus';
import { evaluatorPseudonym } from '../utils/evaluators';
import { ScoreBadge } from './CellFigures';
import { Pager } from './Pager';

/** Evaluators per page: a thousand of them would be thousands of rows to draw at once. */
export const SCORES_PAGE_SIZE = 20;

interface NumberedComment extends CellComment {
  /** Its place in the whole list, from 0, which names the evaluator while names are hidden. */
  index: number;
}

const NO_TEXT = <Text as="span" size="sm" tone="muted">None</Text>;

export interface EvaluatorScoresProps {
  cell: CellRef;
  showNames: boolean;
}

/** Every evaluator's score of the cell beside their comments and follow-up questions, a page at a time. */
export function EvaluatorScores({ cell, showNames }: EvaluatorScoresProps) {
  const { data, error, mutate } = useCellComments(cell);
  const [page, setPage] = useState(0);
  if (error) return <LoadError what="scores" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton height={80} />;

  const numbered = data.map((comment, index): NumberedComment => ({ ...comment, index }));
  const shown = pageOf(numbered, page, SCORES_PAGE_SIZE);
  const columns: TableColumn<NumberedComment>[] = [
    { key: 'evaluator', header: 'Evaluator', width: '180px', cell: (row) => (showNames ? row.name : evaluatorPseudonym(row.index)) },
    { key: 'score', header: 'Score', width: '150px', cell: (row) => <ScoreBadge score={row.score} /> },
    { key: 'comments', header: 'Comments', cell: (row) => row.comments || NO_TEXT },
    { key: 'followup', header: 'Follow-up questions', cell: (row) => row.followupQuestions || NO_TEXT },
  ];
  return (
    <>
      <Table
        caption="Scores, comments and follow-up questions of each evaluator"
        captionHidden
        columns={columns}
        rows={shown.rows}
        getRowId={(row) => row.userId}
        emptyState="No scores in this cell yet."
      />
      <Pager label="Pages of evaluators" noun="scores" total={numbered.length} size={SCORES_PAGE_SIZE} page={shown.page} onPageChange={setPage} />
    </>
  );
}
