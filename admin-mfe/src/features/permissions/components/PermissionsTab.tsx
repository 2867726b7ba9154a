import { callApi, useAction } from '@vsp/api-client';
import { api, plural, staleAfter, USERS_PAGE_SIZE, type AdminUser, type ScoringEvent } from '@vsp/contract';
import { Button, ConfirmDialog, EmptyState, Switch, Table, Text, type TableColumn } from '@vsp/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminEvents } from '../../../lib/api/useAdminEvents';
import { PagerBar } from '../../../lib/components/PagerBar';
import { TabHeader } from '../../../lib/components/TabHeader';
import { UserSearchForm } from '../../../lib/components/UserSearchForm';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { FIRST_PERMISSIONS_VIEW, usePermissionsPage, type PermissionsView } from '../api/hooks';
import { accessLookup, cellKey } from '../utils/access';

const EventHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 180px;
`;

/**
 * Which users may open each event, a page of 50 users at a time: the server searches and pages the
 * users and answers only their permission rows, so the matrix stays quick with thousands of users.
 */
export function PermissionsTab() {
  const [view, setView] = useState<PermissionsView>(FIRST_PERMISSIONS_VIEW);
  const matrix = usePermissionsPage(view);
  const events = useAdminEvents();
  // The value each toggle is being saved to; a toggle stays disabled until its save is answered.
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  // Taking an event away from everyone is asked first; giving it to everyone is not.
  const [disabling, setDisabling] = useState<ScoringEvent | null>(null);
  const toggle = useAction();
  const bulk = useAction();

  if (events.error) return <LoadError what="permissions" error={events.error} onRetry={() => void events.mutate()} />;
  if (matrix.error) return <LoadError what="permissions" error={matrix.error} onRetry={matrix.retry} />;
  if (!matrix.page || !events.data) return <TabSkeleton label="Loading permissions..." />;

  // The page on screen may be the one before the view asked for, while that one loads.
  const { users, permissions, view: shownView } = matrix.page;
  const hasAccess = accessLookup(permissions);

  const change = async (user: AdminUser, event: ScoringEvent, access: boolean) => {
    const key = cellKey(user.id, event.id);
    if (key in saving) return;
    setSaving((current) => ({ ...current, [key]: access }));
    await toggle.run(() => callApi(api.permissions.save, { body: { userId: user.id, eventId: event.id, hasAccess: access } }), {
      stale: staleAfter.permissionChange,
      success: { title: 'Permission updated successfully', description: `${user.name} ${access ? 'can now open' : 'can no longer open'} ${event.name}` },
      failure: 'Failed to update permission',
    });
    setSaving(({ [key]: _done, ...rest }) => rest);
  };

  // One request for every user of the event, whatever their number and whichever page shows.
  const setAll = (event: ScoringEvent, access: boolean) =>
    bulk.run(() => callApi(api.permissions.setForEvent, { params: { eventId: event.id }, body: { hasAccess: access } }), {
      stale: staleAfter.permissionChange,
      success: {
        title: 'Permission updated successfully',
        description: `${event.name}: access ${access ? 'enabled' : 'disabled'} for all users`,
      },
      failure: 'Failed to update permissions',
    });

  const disableAll = async (event: ScoringEvent) => {
    await setAll(event, false);
    setDisabling(null);
  };

  const header = (
    <TabHeader title="Permissions" description="Which users may open each event. A user has access unless it is switched off here." />
  );

  // Without any user there is nothing to search either; a search that finds no one keeps its box.
  if (users.total === 0 && shownView.q.trim() === '') {
    return (
      <section aria-label="Permissions">
        {header}
        <EmptyState title="No users found" />
      </section>
    );
  }

  const columns: TableColumn<AdminUser>[] = [
    {
      key: 'user',
      header: 'User',
      cell: (user) => (
        <>
          <strong>{user.name}</strong>
          <Text as="div" size="sm" tone="muted">
            @{user.username}
          </Text>
        </>
      ),
    },
    ...events.data.map(
      (event): TableColumn<AdminUser> => ({
        key: `event-${event.id}`,
        header: (
          <EventHeader>
            <span>{event.name}</span>
            <Button size="sm" variant="outline" disabled={bulk.pending} onClick={() => void setAll(event, true)}>
              Enable All for {event.name}
            </Button>
            <Button size="sm" variant="ghost" disabled={bulk.pending} onClick={() => setDisabling(event)}>
              Disable All for {event.name}
            </Button>
          </EventHeader>
        ),
        align: 'center',
        cell: (user) => {
          const key = cellKey(user.id, event.id);
          const pending = key in saving;
          return (
            <Switch
              aria-label={`${user.name} access to ${event.name}`}
              checked={pending ? saving[key] : hasAccess(user.id, event.id)}
              disabled={pending || bulk.pending}
              aria-busy={pending || undefined}
              onCheckedChange={(access) => void change(user, event, access)}
            />
          );
        },
      }),
    ),
  ];

  const offset = shownView.offset;
  const last = offset + users.items.length;

  return (
    <section aria-label="Permissions">
      {header}
      <UserSearchForm onSearch={(q) => setView({ q, offset: 0 })} />
      {/* The matrix scrolls sideways inside its card with many events; the user column stays in view while it does. */}
      <div aria-busy={matrix.loading || undefined}>
        <Table caption="Event access per user" captionHidden columns={columns} rows={users.items} getRowId={(user) => user.id} emptyState="No users found" stickyFirstColumn />
      </div>
      {users.total > users.items.length && (
        <PagerBar
          label="Permissions pages"
          summary={`Showing ${offset + 1}–${last} of ${plural(users.total, 'user')}`}
          previousLabel="Previous users"
          nextLabel="Next users"
          onPrevious={offset > 0 ? () => setView({ ...shownView, offset: Math.max(0, offset - USERS_PAGE_SIZE) }) : undefined}
          onNext={last < users.total ? () => setView({ ...shownView, offset: last }) : undefined}
        />
      )}
      <ConfirmDialog
        open={disabling !== null}
        title={disabling ? `Disable All for ${disabling.name}` : ''}
        message={disabling ? `Disable access to ${disabling.name} for all users?` : ''}
        confirmLabel="Disable All"
        pending={bulk.pending}
        pendingLabel="Disabling..."
        onConfirm={() => disabling && void disableAll(disabling)}
        onCancel={() => setDisabling(null)}
      />
    </section>
  );
}
