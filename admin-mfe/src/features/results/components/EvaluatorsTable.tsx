import type { EvaluatorCalibration } from '@vsp/contract';
import { sortRows, Table, type SortState, type TableColumn } from '@vsp/design-system';
import { useState } from 'react';
import { leniencyText } from '../utils/evaluators';
import { pageOf } from '../utils/consensus';
import { formatScore } from '../utils/format';
import { Pager } from './Pager';

/** A panel of a thousand evaluators draws one page of them at a time. */
export const EVALUATORS_PAGE_SIZE = 50;

const columns: TableColumn<EvaluatorCalibration>[] = [
  { key: 'name', header: 'Evaluator', cell: (evaluator) => <strong>{evaluator.name}</strong>, sortValue: (evaluator) => evaluator.name },
  { key: 'ratings', header: 'Ratings', align: 'right', cell: (evaluator) => evaluator.ratings, sortValue: (evaluator) => evaluator.ratings },
  { key: 'mean', header: 'Mean', align: 'right', cell: (evaluator) => formatScore(evaluator.mean), sortValue: (evaluator) => evaluator.mean },
  { key: 'leniency', header: 'Leniency', cell: (evaluator) => leniencyText(evaluator.leniency), sortValue: (evaluator) => evaluator.leniency },
];

export interface EvaluatorsTableProps {
  evaluators: readonly EvaluatorCalibration[];
}

/** Each evaluator's ratings and how far above or below the panel they score on the same cells. */
export function EvaluatorsTable({ evaluators }: EvaluatorsTableProps) {
  const [sort, setSort] = useState<SortState | undefined>();
  const [page, setPage] = useState(0);
  // Sorting covers every evaluator, then the page is cut from the sorted list.
  const sortColumn = sort && columns.find((column) => column.key === sort.key);
  const sorted = sort && sortColumn?.sortValue ? sortRows(evaluators, sortColumn.sortValue, sort.direction) : evaluators;
  const shown = pageOf(sorted, page, EVALUATORS_PAGE_SIZE);
  return (
    <>
      <Table
        caption="Evaluators and their leniency"
        captionHidden
        columns={columns}
        rows={shown.rows}
        getRowId={(evaluator) => evaluator.userId}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        emptyState="No evaluator has rated this event yet"
      />
      <Pager label="Pages of the evaluators list" noun="evaluators" total={evaluators.length} size={EVALUATORS_PAGE_SIZE} page={shown.page} onPageChange={setPage} />
    </>
  );
}
