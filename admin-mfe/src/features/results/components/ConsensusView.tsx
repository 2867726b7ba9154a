import { Badge, Button, EmptyState, FormField, Heading, Select, Stack, Switch, Table, Text, Toolbar, type TableColumn } from '@vsp/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useEventCells, useEventConsensus, useEventRanking } from '../api/hooks';
import { CELL_FILTERS, consensusText, filterCells, moderationCells, pageOf, type CellFilter, type ModerationCell } from '../utils/consensus';
import { formatScore, NO_FIGURE, weightLabel } from '../utils/format';
import { spreadOf, type SectionGroup } from '../utils/matrix';
import { Columns, Histogram, Panel, PanelHeader, Statistics, SubHeading } from './CellFigures';
import { ConsensusForm } from './ConsensusForm';
import { EvaluatorScores } from './EvaluatorScores';
import { Pager } from './Pager';

/** Cells per page: an event of 40 vendors and 25 questions has a thousand. */
export const CELLS_PAGE_SIZE = 25;

const Filter = styled.div`
  min-width: 260px;
`;

const cellName = (entry: ModerationCell) => `${entry.vendorName} · ${entry.question.text}`;

function Moderation({ eventId, entry, threshold }: { eventId: number; entry: ModerationCell; threshold: number }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [showNames, setShowNames] = useState(false);
  const cell = { eventId, vendorId: entry.vendorId, questionId: entry.question.id };

  // Choosing a cell takes the keyboard to what it opened.
  useEffect(() => heading.current?.focus(), [entry.key]);

  return (
    <Panel aria-labelledby={headingId}>
      <div>
        <Heading level={4} id={headingId} ref={heading} tabIndex={-1}>
          {cellName(entry)}
        </Heading>
        <Text size="sm" tone="muted">
          Weight {weightLabel(entry.question.weight)}
        </Text>
      </div>
      <Columns>
        <div>
          <SubHeading>Scores given</SubHeading>
          {entry.cell ? <Histogram histogram={entry.cell.histogram} /> : <Text tone="muted">Nobody who counts has scored this cell.</Text>}
        </div>
        <div>
          <SubHeading>Statistics</SubHeading>
          {entry.cell ? <Statistics cell={entry.cell} threshold={threshold} /> : <Text tone="muted">{NO_FIGURE}</Text>}
        </div>
      </Columns>
      <div>
        <PanelHeader>
          <SubHeading>Evaluators</SubHeading>
          <Switch checked={showNames} onCheckedChange={setShowNames} label="Show evaluator names" />
        </PanelHeader>
        <EvaluatorScores key={entry.key} cell={cell} showNames={showNames} />
      </div>
      <div>
        <SubHeading>Consensus</SubHeading>
        <ConsensusForm key={`${entry.key}:${entry.consensus?.setAt ?? 'none'}`} cell={cell} agreed={entry.consensus} />
      </div>
    </Panel>
  );
}

export interface ConsensusViewProps {
  eventId: number;
  /** The event's disagreement threshold, which the statistics name. */
  threshold: number;
  groups: readonly SectionGroup[];
}

/**
 * Where the panel settles its disagreements: every cell of the event, flagged ones first, a page at
 * a time; choosing one shows its statistics, every evaluator's score and comments, and the form to
 * record the score the panel agreed and why.
 */
export function ConsensusView({ eventId, threshold, groups }: ConsensusViewProps) {
  const ranking = useEventRanking(eventId);
  const cells = useEventCells(eventId);
  const consensus = useEventConsensus(eventId);
  const [filter, setFilter] = useState<CellFilter>('all');
  const [page, setPage] = useState(0);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);

  const failed = [ranking, cells, consensus].find((query) => query.error);
  if (failed) return <LoadError what="the cells to moderate" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!ranking.data || !cells.data || !consensus.data) return <TabSkeleton label="Loading the cells to moderate..." />;

  const questions = groups.flatMap((group) => group.questions);
  const all = moderationCells(ranking.data.vendors, questions, cells.data.cells, consensus.data);
  if (all.length === 0) return <EmptyState title="No active questions or vendors for this event" />;

  const listed = filterCells(all, filter);
  const shown = pageOf(listed, page, CELLS_PAGE_SIZE);
  const selected = all.find((entry) => entry.key === selectedKey);
  const flagged = all.filter((entry) => entry.cell?.flagged).length;

  const columns: TableColumn<ModerationCell>[] = [
    {
      key: 'cell',
      header: 'Vendor · question',
      cell: (entry) => (
        <Button variant="link" aria-pressed={entry.key === selectedKey} onClick={() => setSelectedKey(entry.key)}>
          {cellName(entry)}
        </Button>
      ),
    },
    { key: 'mean', header: "Evaluators' mean", align: 'right', cell: (entry) => formatScore(entry.cell?.mean ?? null) },
    { key: 'spread', header: 'Spread', align: 'right', cell: (entry) => (entry.cell ? (spreadOf(entry.cell) ?? NO_FIGURE) : NO_FIGURE) },
    { key: 'flag', header: 'Flag', cell: (entry) => (entry.cell?.flagged ? <Badge variant="warning">Flagged</Badge> : null) },
    { key: 'consensus', header: 'Consensus', cell: (entry) => (entry.consensus ? consensusText(entry.consensus.score) : NO_FIGURE) },
  ];

  return (
    <Stack>
      <Toolbar align="end" justify="between" gap={3}>
        <Text size="sm" tone="muted">
          {`${flagged} flagged ${flagged === 1 ? 'cell' : 'cells'} (ratings ${threshold} or more apart), ${consensus.data.length} with a consensus score.`}
        </Text>
        <Filter>
          <FormField label="Show">
            <Select
              value={filter}
              options={CELL_FILTERS}
              onChange={(change) => {
                setFilter(change.target.value as CellFilter);
                setPage(0);
              }}
            />
          </FormField>
        </Filter>
      </Toolbar>
      <Table caption="Cells to moderate" captionHidden columns={columns} rows={shown.rows} getRowId={(entry) => entry.key} emptyState="No cells to show." />
      <Pager label="Pages of cells" noun="cells" total={listed.length} size={CELLS_PAGE_SIZE} page={shown.page} onPageChange={setPage} />
      {selected && <Moderation eventId={eventId} entry={selected} threshold={threshold} />}
    </Stack>
  );
}
