import type { EvaluatorCalibration } from '@vsp/contract';
import { Table, type TableColumn } from '@vsp/design-system';
import { leniencyText } from '../utils/evaluators';
import { formatScore } from '../utils/format';

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
  return (
    <Table
      caption="Evaluators and their leniency"
      captionHidden
      columns={columns}
      rows={evaluators}
      getRowId={(evaluator) => evaluator.userId}
      emptyState="No evaluator has rated this event yet"
    />
  );
}
