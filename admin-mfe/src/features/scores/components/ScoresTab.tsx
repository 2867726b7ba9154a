import { callApi, useAction } from '@vsp/api-client';
import { api, SCORES_PAGE_SIZE, staleAfter } from '@vsp/contract';
import { Button, ConfirmDialog, Table, Text, type TableColumn } from '@vsp/design-system';
import { Shuffle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useAdminScores } from '../../../lib/admin-data';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { toScoreRow, type ScoreRow } from '../utils/scoreRows';

const columns: TableColumn<ScoreRow>[] = [
  { key: 'user', header: 'User', cell: (row) => row.user },
  { key: 'event', header: 'Event', cell: (row) => row.event },
  { key: 'vendor', header: 'Vendor', cell: (row) => row.vendor },
  { key: 'score', header: 'Score', align: 'right', cell: (row) => row.score },
];

export function ScoresTab() {
  const { data: page, error, mutate } = useAdminScores();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmGenerate, setConfirmGenerate] = useState(false);
  const generate = useAction();
  const remove = useAction();

  if (error) return <LoadError what="scores" error={error} onRetry={() => void mutate()} />;
  if (!page) return <TabSkeleton label="Loading scores..." />;

  const rows = page.rows.slice(0, SCORES_PAGE_SIZE).map(toScoreRow);

  const generateScores = async () => {
    await generate.run(() => callApi(api.scores.generateRandom), {
      stale: staleAfter.scoresChange,
      success: (result) => ({ title: 'Random scores generated successfully', description: `${result.created} scores created` }),
      failure: 'Failed to generate random scores',
    });
    setConfirmGenerate(false);
  };

  const deleteAll = async () => {
    await remove.run(() => callApi(api.scores.deleteAll), {
      stale: staleAfter.scoresChange,
      success: (result) => ({ title: 'All scores deleted successfully', description: `${result.deleted} scores deleted` }),
      failure: 'Failed to delete scores',
    });
    setConfirmDelete(false);
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
        message={`Are you sure you want to delete all ${page.total} scores? This action cannot be undone.`}
        confirmLabel="Delete All"
        pending={remove.pending}
        onConfirm={() => void deleteAll()}
        onCancel={() => setConfirmDelete(false)}
      />
    </section>
  );
}
