import type { ScoringEvent, UserDeclarations } from '@vsp/contract';
import { Badge, EmptyState, Table, Text, type TableColumn } from '@vsp/design-system';
import { FileSpreadsheet } from 'lucide-react';
import styled from 'styled-components';
import { useAdminEvents } from '../../../lib/api/useAdminEvents';
import { useAdminVendors } from '../../../lib/api/useAdminVendors';
import { pickEvent, useEventParam } from '../../../lib/events';
import { DownloadButton } from '../../../lib/components/DownloadButton';
import { EventPicker } from '../../../lib/components/EventPicker';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useEventDeclarations } from '../api/hooks';
import { conflictNames, declaredSummary, declarationsExportPath, formatDeclaredAt } from '../utils/declarations';

const Earlier = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[4]};
`;

function EventDeclarations({ event }: { event: ScoringEvent }) {
  const declarations = useEventDeclarations(event.id);
  const vendors = useAdminVendors();

  const failed = [declarations, vendors].find((query) => query.error);
  if (failed) return <LoadError what="declarations" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!declarations.data || !vendors.data) return <TabSkeleton label="Loading declarations..." />;
  const vendorList = vendors.data;

  const columns: TableColumn<UserDeclarations>[] = [
    { key: 'name', header: 'Evaluator', cell: (user) => <strong>{user.name}</strong>, sortValue: (user) => user.name },
    {
      key: 'conflicts',
      header: 'Conflicts declared',
      cell: (user) => (user.current ? conflictNames(user.current, vendorList) : <Badge variant="warning">Not declared yet</Badge>),
    },
    { key: 'statement', header: 'Statement', cell: (user) => user.current?.statement ?? '' },
    {
      key: 'declaredAt',
      header: 'Declared',
      cell: (user) => (user.current ? formatDeclaredAt(user.current.declaredAt) : ''),
      sortValue: (user) => user.current?.declaredAt ?? '',
    },
    {
      key: 'earlier',
      header: 'Earlier versions',
      cell: (user) =>
        user.earlier.length > 0 && (
          <Earlier>
            {user.earlier.map((version) => (
              <li key={version.declaredAt}>
                {formatDeclaredAt(version.declaredAt)}: {conflictNames(version, vendorList)}
                {version.statement && ` ("${version.statement}")`}
              </li>
            ))}
          </Earlier>
        ),
    },
  ];

  return (
    <>
      <Text tone="muted">
        {declaredSummary(declarations.data.users)}
        {!declarations.data.requireDeclaration && ' · this event does not require a declaration'}
      </Text>
      <Table
        caption={`Conflict-of-interest declarations for ${event.name}`}
        captionHidden
        columns={columns}
        rows={declarations.data.users}
        getRowId={(user) => user.userId}
        emptyState="No evaluator has access to this event"
      />
    </>
  );
}

/** Who declared which conflicts of interest in an event, when, with their statements, and who has not declared yet. */
export function DeclarationsTab() {
  const events = useAdminEvents();
  const { requested, pick } = useEventParam();

  if (events.error) return <LoadError what="declarations" error={events.error} onRetry={() => void events.mutate()} />;
  if (!events.data) return <TabSkeleton label="Loading declarations..." />;
  const event = pickEvent(events.data, requested);

  return (
    <section aria-label="Declarations">
      <TabHeader
        title="Declarations"
        description="Conflicts of interest the evaluators declared for an event. A declared vendor is taken out of that evaluator's scoring and of every analysis."
        actions={
          event && (
            <DownloadButton path={declarationsExportPath(event.id)} fileName={`declarations-${event.id}.xlsx`} icon={<FileSpreadsheet size={16} aria-hidden />}>
              Export declarations
            </DownloadButton>
          )
        }
      />
      {event ? (
        <>
          <EventPicker
            events={events.data}
            event={event}
            onPick={pick}
          />
          <EventDeclarations key={event.id} event={event} />
        </>
      ) : (
        <EmptyState title="No events found" text="Create an event, then its declarations show here once evaluators make them." />
      )}
    </section>
  );
}
