import { callApi, useAction } from '@vsp/api-client';
import { api, plural, SCORES_PAGE_SIZE, staleAfter } from '@vsp/contract';
import { Button, ConfirmDialog, IconButton, Table, Text, type TableColumn } from '@vsp/design-system';
import { History, Shuffle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PagerBar } from '../../../lib/components/PagerBar';
import { RowButtons } from '../../../lib/components/RowActions';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useAdminScores, useScoresPage } from '../api/hooks';
import { describeScore, toScoreRow, type ScoreRow } from '../utils/scoreRows';
import { filtersFromParams, isFiltered, withFilters, type ScoreFilters } from '../utils/scoresQuery';
import { ScoreFiltersBar } from './ScoreFiltersBar';
import { ScoreHistoryDialog } from './ScoreHistoryDialog';

/** Every score, filtered to an event, vendor or evaluator, or to the No Votes; the filters are kept in the address, so a link opens the tab filtered. */
export function ScoresTab() {
  // The header's counts and Delete All are about every score; the table shows what the filters keep.
  const { data: all, error, mutate } = useAdminScores();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [offset, setOffset] = useState(0);
  const shown = useScoresPage(filters, offset);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmGenerate, setConfirmGenerate] = useState(false);
  const [historyOf, setHistoryOf] = useState<ScoreRow | null>(null);
  const [deleting, setDeleting] = useState<ScoreRow | null>(null);
  const generate = useAction();
  const remove = useAction();
  const removeOne = useAction();

  if (error) return <LoadError what="scores" error={error} onRetry={() => void mutate()} />;
  if (shown.error) return <LoadError what="scores" error={shown.error} onRetry={() => void shown.mutate()} />;
  if (!all) return <TabSkeleton label="Loading scores..." />;
  const page = shown.data ?? all;

  const rows = page.rows.slice(0, SCORES_PAGE_SIZE).map(toScoreRow);
  const filtered = isFiltered(filters);
  const last = offset + rows.length;
  const changeFilters = (next: ScoreFilters) => {
    setParams((current) => withFilters(current, next));
    setOffset(0);
  };

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
            <Button variant="destructive" icon={<Trash2 size={16} aria-hidden />} disabled={all.total === 0} onClick={() => setConfirmDelete(true)}>
              Delete All Scores
            </Button>
          </>
        }
      />
      <ScoreFiltersBar filters={filters} onChange={changeFilters} userName={page.rows.find((row) => String(row.userId) === filters.userId)?.userName ?? undefined} />
      <Table caption="Scores" captionHidden columns={columns} rows={rows} getRowId={(row) => row.id} emptyState={filtered ? 'No scores match these filters' : 'No scores yet'} />
      {!filtered && offset === 0 && page.total > rows.length && (
        <Text tone="muted" size="sm" role="note">
          Showing first {rows.length} scores of {page.total} total
        </Text>
      )}
      {page.total > rows.length && (
        <PagerBar
          label="Scores pages"
          summary={rows.length > 0 ? `Showing ${offset + 1}–${last} of ${plural(page.total, 'score')}` : `${plural(page.total, 'score')} in all`}
          previousLabel="Previous scores"
          nextLabel="Next scores"
          onPrevious={offset > 0 ? () => setOffset(Math.max(0, offset - SCORES_PAGE_SIZE)) : undefined}
          onNext={last < page.total ? () => setOffset(last) : undefined}
        />
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
        message={`Are you sure you want to delete ${all.total === 1 ? 'the only score' : `all ${plural(all.total, 'score')}`}? This action cannot be undone.`}
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
