import type { ScoreHistoryAction, ScoreHistoryItem } from '@vsp/contract';
import { Badge, Button, Dialog, Skeleton, Table, Text, type BadgeVariant, type TableColumn } from '@vsp/design-system';
import styled from 'styled-components';
import { LoadError } from '../../../lib/components/TabState';
import { useScoreHistory } from '../api/hooks';
import { formatPanelTime } from '../../../lib/time';
import { ACTION_LABELS, actorOf, NO_VALUE, scoreChange, textLines } from '../utils/history';
import { describeScore, type ScoreRow } from '../utils/scoreRows';

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 28rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const actionVariant: Record<ScoreHistoryAction, BadgeVariant> = { created: 'success', updated: 'info', deleted: 'danger' };

function TextLines({ item }: { item: ScoreHistoryItem }) {
  const lines = textLines(item);
  if (lines.length === 0) return null;
  return (
    <Lines>
      {lines.map((line) => (
        <div key={line.label}>
          <Text size="sm">
            <strong>{line.label}:</strong> {line.text}
          </Text>
          {line.previous !== undefined && (
            <Text size="sm" tone="muted">
              Before: {line.previous ?? NO_VALUE}
            </Text>
          )}
        </div>
      ))}
    </Lines>
  );
}

const columns: TableColumn<ScoreHistoryItem>[] = [
  { key: 'at', header: 'When', cell: (item) => <time dateTime={item.at}>{formatPanelTime(item.at)}</time> },
  { key: 'actor', header: 'Who', cell: actorOf },
  { key: 'action', header: 'Action', cell: (item) => <Badge variant={actionVariant[item.action]}>{ACTION_LABELS[item.action]}</Badge> },
  { key: 'score', header: 'Score', cell: scoreChange },
  { key: 'comments', header: 'Comments', cell: (item) => <TextLines item={item} /> },
];

function HistoryTable({ row }: { row: ScoreRow }) {
  const { data, error, mutate } = useScoreHistory(row.cell);
  if (error) return <LoadError what="the score history" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton height={120} />;
  return (
    <>
      <Table
        caption="Changes, newest first"
        captionHidden
        columns={columns}
        rows={data.items}
        getRowId={(item) => item.id}
        emptyState="No changes recorded for this score."
      />
      {data.total > data.items.length && (
        <Text tone="muted" size="sm" role="note">
          Showing the latest {data.items.length} changes of {data.total}
        </Text>
      )}
    </>
  );
}

export interface ScoreHistoryDialogProps {
  row: ScoreRow;
  onClose: () => void;
}

/**
 * Every recorded change of one cell of the Scores tab, newest first: when, who, what happened, the
 * score before and after, and the comments. The history outlives the score, so a cell keeps it after
 * a delete.
 */
export function ScoreHistoryDialog({ row, onClose }: ScoreHistoryDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="Score History"
      description={describeScore(row)}
      size="xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <HistoryTable row={row} />
    </Dialog>
  );
}
