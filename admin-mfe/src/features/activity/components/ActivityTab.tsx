import { AUDIT_ENTITIES, type AuditEntry } from '@vsp/contract';
import { Badge, FormField, Select, Table, Text, TextField, type BadgeVariant, type TableColumn } from '@vsp/design-system';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { DownloadButton } from '../../../lib/components/DownloadButton';
import { PagerBar } from '../../../lib/components/PagerBar';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { UserPicker } from '../../../lib/components/UserPicker';
import { useAuditLog } from '../api/hooks';
import {
  ACTIVITY_PAGE_SIZE,
  actionLabel,
  actorOf,
  auditFilters,
  changeLines,
  entityLabel,
  filterProblems,
  formatEntryTime,
  NO_FILTERS,
  auditExportPath,
  type ActivityFilters,
} from '../utils/activity';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 32rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function actionVariant(action: string): BadgeVariant {
  if (action === 'created' || action === 'submitted') return 'success';
  if (action.startsWith('deleted')) return 'danger';
  if (action === 'reopened') return 'warning';
  return 'info';
}

const columns: TableColumn<AuditEntry>[] = [
  { key: 'at', header: 'When', cell: (entry) => <time dateTime={entry.at}>{formatEntryTime(entry.at)}</time> },
  { key: 'actor', header: 'Who', cell: actorOf },
  { key: 'entity', header: 'Entity', cell: (entry) => entityLabel(entry.entity) },
  { key: 'entityId', header: 'Id', cell: (entry) => entry.entityId ?? 'All' },
  { key: 'action', header: 'Action', cell: (entry) => <Badge variant={actionVariant(entry.action)}>{actionLabel(entry.action)}</Badge> },
  {
    key: 'changes',
    header: 'Changes',
    cell: (entry) => (
      <Lines>
        {changeLines(entry).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Lines>
    ),
  },
];

const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) }));

function ActivityPage({ filters, offset, onOffset }: { filters: ActivityFilters; offset: number; onOffset: (offset: number) => void }) {
  const { data, error, mutate } = useAuditLog({ ...auditFilters(filters), limit: ACTIVITY_PAGE_SIZE, offset });
  if (error) return <LoadError what="the activity" error={error} onRetry={() => void mutate()} />;
  if (!data) return <TabSkeleton label="Loading activity..." />;
  const last = offset + data.items.length;
  return (
    <>
      <Table caption="Administrator changes, newest first" captionHidden columns={columns} rows={data.items} getRowId={(entry) => entry.id} emptyState="No changes recorded for these filters." />
      {data.total > 0 && (
        <PagerBar
          label="Activity pages"
          summary={`Showing ${offset + 1}–${last} of ${data.total}`}
          previousLabel="Newer"
          nextLabel="Older"
          onPrevious={offset > 0 ? () => onOffset(Math.max(0, offset - ACTIVITY_PAGE_SIZE)) : undefined}
          onNext={last < data.total ? () => onOffset(offset + ACTIVITY_PAGE_SIZE) : undefined}
        />
      )}
    </>
  );
}

/**
 * Every recorded administrator change, newest first: who changed which record, when, and each field
 * from which value to which, filtered by kind of record, record, person and time; the same filters
 * export it to a spreadsheet.
 */
export function ActivityTab() {
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const problems = filterProblems(filters);
  const valid = Object.keys(problems).length === 0;

  // A new filter starts again at the newest entries.
  const set = (field: keyof ActivityFilters, value: string) => {
    setFilters((current) => ({ ...current, [field]: value }));
    setOffset(0);
  };
  const change = (field: keyof ActivityFilters) => (event: { target: { value: string } }) => set(field, event.target.value);

  return (
    <section aria-label="Activity">
      <TabHeader
        title="Activity"
        description="Every change an administrator made to users, events, vendors, questions, permissions, content, site config, event vendor info, scores and submissions: who, when, and each field's old and new value. Passwords are never shown."
        actions={
          <DownloadButton path={auditExportPath(filters)} fileName="activity.xlsx" icon={<FileSpreadsheet size={16} aria-hidden />} disabled={!valid}>
            Export to Excel
          </DownloadButton>
        }
      />
      <Filters>
        <FormField label="Entity">
          <Select value={filters.entity} onChange={change('entity')} placeholder="Any entity" options={ENTITY_OPTIONS} />
        </FormField>
        <FormField label="Entity id" error={problems.entityId}>
          <TextField value={filters.entityId} onChange={change('entityId')} placeholder="e.g. 12 or 12:3" />
        </FormField>
        <FormField label="Who">
          <UserPicker value={filters.actorId} onChange={(actorId) => set('actorId', actorId)} anyLabel="Anyone" />
        </FormField>
        <FormField label="From">
          <TextField type="datetime-local" value={filters.from} onChange={change('from')} />
        </FormField>
        <FormField label="To" error={problems.to}>
          <TextField type="datetime-local" value={filters.to} onChange={change('to')} />
        </FormField>
      </Filters>
      {valid ? <ActivityPage filters={filters} offset={offset} onOffset={setOffset} /> : <Text tone="muted">Correct the filters to see the activity.</Text>}
    </section>
  );
}
