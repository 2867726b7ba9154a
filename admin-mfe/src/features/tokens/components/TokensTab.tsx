import { API_TOKEN_SCOPE_LABELS, type ApiToken, type CreatedApiToken } from '@vsp/contract';
import { Badge, Button, ConfirmDialog, Inline, Stack, Table, type TableColumn } from '@vsp/design-system';
import { useState } from 'react';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { formatPanelTime } from '../../../lib/time';
import { useApiTokens, useRevokeToken } from '../api/hooks';
import { hasExpired } from '../utils/tokenForm';
import { CreateTokenForm } from './CreateTokenForm';
import { NewTokenNotice } from './NewTokenNotice';

/** The signed-in administrator's API tokens: make one, see when each was last used, revoke one. */
export function TokensTab() {
  const { data: tokens, error, mutate } = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const { revoke, pending } = useRevokeToken();

  if (error) return <LoadError what="API tokens" error={error} onRetry={() => void mutate()} />;
  if (!tokens) return <TabSkeleton label="Loading API tokens..." />;

  const confirmRevoke = async () => {
    if (!revoking) return;
    await revoke(revoking);
    if (created?.id === revoking.id) setCreated(null);
    setRevoking(null);
  };

  const columns: TableColumn<ApiToken>[] = [
    { key: 'name', header: 'Name', sortValue: (token) => token.name.toLowerCase(), cell: (token) => <strong>{token.name}</strong> },
    {
      key: 'scope',
      header: 'Access',
      cell: (token) => <Badge variant={token.scope === 'write' ? 'warning' : 'neutral'}>{API_TOKEN_SCOPE_LABELS[token.scope]}</Badge>,
    },
    { key: 'created', header: 'Created', cell: (token) => formatPanelTime(token.createdAt) },
    {
      key: 'expires',
      header: 'Expires',
      sortValue: (token) => token.expiresAt,
      cell: (token) => (
        <Inline gap={2}>
          {formatPanelTime(token.expiresAt)}
          {hasExpired(token) && <Badge variant="danger">Expired</Badge>}
        </Inline>
      ),
    },
    { key: 'lastUsed', header: 'Last used', cell: (token) => (token.lastUsedAt ? formatPanelTime(token.lastUsedAt) : 'Never') },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (token) => (
        <Button variant="outline" size="sm" aria-label={`Revoke ${token.name}`} onClick={() => setRevoking(token)}>
          Revoke
        </Button>
      ),
    },
  ];

  return (
    <Stack as="section" aria-label="API Tokens" gap={4}>
      <TabHeader
        title="API Tokens"
        description="A token lets an integration call the portal's API as you, without signing in. A read-only token can only read; a read and write token can also make your changes."
      />
      <CreateTokenForm onCreated={setCreated} />
      {created && <NewTokenNotice token={created} onDone={() => setCreated(null)} />}
      <Table caption="Your API tokens" captionHidden columns={columns} rows={tokens} getRowId={(token) => token.id} emptyState="No API tokens yet" />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke Token"
        message={`Are you sure you want to revoke token "${revoking?.name ?? ''}"? Integrations that use it are refused from now on.`}
        confirmLabel="Revoke"
        destructive
        pending={pending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
