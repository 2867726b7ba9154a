import { callApi, useAction } from '@vsp/api-client';
import { api, plural, SCORES_PAGE_SIZE, staleAfter } from '@vsp/contract';
import { Button, ConfirmDialog, IconButton, Table, Text, type TableColumn } from '@vsp/design-system';
import { History, Shuffle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminScores } from '../../../lib/admin-data';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { describeScore, toScoreRow, type ScoreRow } from '../utils/scoreRows';
import { ScoreHistoryDialog } from './ScoreHistoryDialog';

const RowButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

export function ScoresTab() {
  const { data: page, error, mutate } = useAdminScores();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmGenerate, setConfirmGenerate] = useState(false);
  const [historyOf, setHistoryOf] = useState<ScoreRow | null>(null);
  const [deleting, setDeleting] = useState<ScoreRow | null>(null);
  const generate = useAction();
  const remove = useAction();
  const removeOne = useAction();

  if (error) return <LoadError what="scores" error={error} onRetry={() => void mutate()} />;
  if (!page) return <TabSkeleton label="Loading scores..." />;

  const rows = page.rows.slice(0, SCORES_PAGE_SIZE).map(toScoreRow);

  // Each row opens its cell's history, or deletes its score (the history keeps the delete).
  const columns: TableColumn<ScoreRow>[] = [
    { key: 'user', header: 'User', cell: (row) => row.user },
    { key: 'event', header: 'Event', cell: (row) => row.event },
    { key: 'vendor', header: 'Vendor', cell: (row) => row.vendor },
    { key: 'score', header: 'Score', align: 'right', cell: (row) => row.score },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (row) => (
        <RowButtons>
          <IconButton label={`History of ${describeScore(row)}`} icon={<History size={16} aria-hidden />} size="sm" onClick={() => setHistoryOf(row)} />
          <IconButton label={`Delete ${describeScore(row)}`} icon={<Trash2 size={16} aria-hidden />} size="sm" onClick={() => setDeleting(row)} />
        </RowButtons>
      ),
    },
  ];

  const generateScores = async () => {
    await generate.run(() => callApi(api.scores.generateRandom), {
      stale: staleAfter.scoresChange,
      success: (result) => ({ title: 'Random scores generated successfully', description: `${plural(result.created, 'score')} created` }),
      failure: 'Failed to generate random scores',
    });
    setConfirmGenerate(false);
  };

  const deleteAll = async () => {
    await remove.run(() => callApi(api.scores.deleteAll), {
      stale: staleAfter.scoresChange,
      success: (result) => ({ title: 'All scores deleted successfully', description: `${plural(result.deleted, 'score')} deleted` }),
      failure: 'Failed to delete scores',
    });
    setConfirmDelete(false);
  };

  const deleteOne = async (row: ScoreRow) => {
    await removeOne.run(() => callApi(api.scores.remove, { params: { id: row.id } }), {
      stale: staleAfter.scoresChange,
      success: { title: 'Score deleted successfully' },
      failure: 'Failed to delete score',
    });
    setDeleting(null);
  };

  return (
    <section aria-label="Scores">
      <TabHeader
        title="Scores"
        description="Every score given, oldest first."
        actions={
          <>
            <Button
              variant="outline"
              icon={<Shuffle size={16} aria-hidden />}
              pending={generate.pending}
              pendingLabel="Generating..."
              onClick={() => setConfirmGenerate(true)}
            >
              Generate Random Scores
            </Button>
            <Button variant="destructive" icon={<Trash2 size={16} aria-hidden />} disabled={page.total === 0} onClick={() => setConfirmDelete(true)}>
              Delete All Scores
            </Button>
          </>
        }
      />
      <Table caption="Scores" captionHidden columns={columns} rows={rows} getRowId={(row) => row.id} emptyState="No scores yet" />
      {page.total > rows.length && (
        <Text tone="muted" size="sm" role="note">
          Showing first {rows.length} scores of {page.total} total
        </Text>
      )}
      <ConfirmDialog
        open={confirmGenerate}
        title="Generate Random Scores"
        message="Fill every missing score of the Active events with a random score, for every evaluator with access? Existing scores stay as they are."
        confirmLabel="Generate"
        destructive={false}
        pending={generate.pending}
        pendingLabel="Generating..."
        onConfirm={() => void generateScores()}
        onCancel={() => setConfirmGenerate(false)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete All Scores"
        message={`Are you sure you want to delete ${page.total === 1 ? 'the only score' : `all ${plural(page.total, 'score')}`}? This action cannot be undone.`}
        confirmLabel="Delete All"
        pending={remove.pending}
        onConfirm={() => void deleteAll()}
        onCancel={() => setConfirmDelete(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Score"
        message={deleting ? `Are you sure you want to delete ${describeScore(deleting)}? This action cannot be undone.` : ''}
        pending={removeOne.pending}
        onConfirm={() => deleting && void deleteOne(deleting)}
        onCancel={() => setDeleting(null)}
      />
      {historyOf && <ScoreHistoryDialog row={historyOf} onClose={() => setHistoryOf(null)} />}
    </section>
  );
}
