import { callApi, useAction } from '@vsp/api-client';
import { api, staleAfter, type AdminUser, type ScoringEvent } from '@vsp/contract';
import { Button, ConfirmDialog, EmptyState, Switch, Table, type TableColumn } from '@vsp/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminEvents, useAdminPermissions, useAdminUsers } from '../../../lib/admin-data';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { accessLookup, cellKey } from '../utils/access';

const EventHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 180px;
`;

const Username = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

export function PermissionsTab() {
  const users = useAdminUsers();
  const events = useAdminEvents();
  const permissions = useAdminPermissions();
  // The value each toggle is being saved to; a toggle stays disabled until its save is answered.
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  // Taking an event away from everyone is asked first; giving it to everyone is not.
  const [disabling, setDisabling] = useState<ScoringEvent | null>(null);
  const toggle = useAction();
  const bulk = useAction();

  const failed = [users, events, permissions].find((query) => query.error);
  if (failed) return <LoadError what="permissions" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!users.data || !events.data || !permissions.data) return <TabSkeleton label="Loading permissions..." />;

  const hasAccess = accessLookup(permissions.data);

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

  // One request for every user of the event, whatever their number.
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

  if (users.data.length === 0) {
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
          <Username>@{user.username}</Username>
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

  return (
    <section aria-label="Permissions">
      {header}
      <Table caption="Event access per user" captionHidden columns={columns} rows={users.data} getRowId={(user) => user.id} />
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
