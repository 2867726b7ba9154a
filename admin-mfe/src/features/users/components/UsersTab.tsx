import { serverMessageOf, useAction } from '@vsp/api-client';
import { plural, staleAfter, USERS_PAGE_SIZE, type AdminUser, type CurrentUser } from '@vsp/contract';
import { Badge, Button, ConfirmDialog, FileUpload, Inline, Table, Text, type RowId, type TableColumn } from '@vsp/design-system';
import { Download, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PagerBar } from '../../../lib/components/PagerBar';
import { RowActions } from '../../../lib/components/RowActions';
import { TabHeader } from '../../../lib/components/TabHeader';
import { UserSearchForm } from '../../../lib/components/UserSearchForm';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useRecordDelete } from '../../../lib/records';
import { useUsersPage } from '../api/hooks';
import { BulkDeleteError, deleteUsers } from '../api/mutations';
import { useUsersUpload } from '../api/useUsersUpload';
import { downloadUserTemplate } from '../utils/template';
import { isSystemUser } from '../utils/userForm';
import { FIRST_USERS_VIEW, type UsersView } from '../utils/usersQuery';
import { UploadReport } from './UploadReport';
import { UserFormDialog } from './UserFormDialog';

const orDash = (value: string | null) =>
  value || (
    <Text as="span" size="inherit" tone="muted">
      —
    </Text>
  );

type Editing = { mode: 'add' } | { mode: 'edit'; user: AdminUser } | null;

export interface UsersTabProps {
  currentUser: CurrentUser;
}

/**
 * Accounts that can sign in, a page of 50 at a time: the server searches, sorts and pages, so the
 * tab stays quick with thousands of evaluators.
 */
export function UsersTab({ currentUser }: UsersTabProps) {
  const [view, setView] = useState<UsersView>(FIRST_USERS_VIEW);
  const { data: page, error, mutate } = useUsersPage(view);
  const users = page?.items;
  const [selected, setSelected] = useState<RowId[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const single = useRecordDelete('users', {
    onDeleted: (deleted) => setSelected((current) => current.filter((id) => id !== deleted.id)),
    keepOpenOnFailure: true,
  });
  const bulk = useAction();
  const upload = useUsersUpload(currentUser.id);

  if (error) return <LoadError what="users" error={error} onRetry={() => void mutate()} />;
  if (!page || !users) return <TabSkeleton label="Loading users..." />;

  const last = view.offset + users.length;

  // Ids of users deleted meanwhile drop out, so the count on the button is what would be deleted.
  const selectedIds = users.filter((user) => !isSystemUser(user) && selected.includes(user.id)).map((user) => user.id);

  // Users deleted meanwhile drop out of selectedIds, so after a partial failure only the ones left stay selected.
  const confirmBulkDelete = async () => {
    await bulk.run(() => deleteUsers(selectedIds), {
      stale: staleAfter.userChange,
      success: { title: 'Users deleted successfully' },
      failure: (error) => ({
        title: 'Error deleting users',
        description:
          error instanceof BulkDeleteError
            ? `${error.failedIds.length} of ${error.total} could not be deleted: ${error.message}`
            : (serverMessageOf(error) ?? 'Please try again.'),
      }),
    });
    setConfirmBulk(false);
  };

  const columns: TableColumn<AdminUser>[] = [
    {
      key: 'name',
      header: 'User',
      sortable: true,
      cell: (user) => (
        <>
          <Inline>
            <Text as="span" size="inherit" weight="semibold">
              {user.name}
            </Text>
            {user.isAdmin && <Badge variant="brand">Admin</Badge>}
            {isSystemUser(user) && <Badge variant="neutral">System</Badge>}
            {user.sso && <Badge variant="info">SSO</Badge>}
            {user.id === currentUser.id && <Badge variant="outline">You</Badge>}
          </Inline>
          <Text as="span" size="inherit" tone="muted">
            @{user.username}
          </Text>
        </>
      ),
    },
    { key: 'email', header: 'Email', sortable: true, cell: (user) => orDash(user.email) },
    { key: 'level', header: 'Level', sortable: true, cell: (user) => orDash(user.level) },
    { key: 'role', header: 'Role', sortable: true, cell: (user) => orDash(user.role) },
    { key: 'functionalArea', header: 'Functional Area', sortable: true, cell: (user) => orDash(user.functionalArea) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (user) =>
        isSystemUser(user) ? (
          <Text as="span" size="sm" tone="muted">
            System account - Cannot be modified
          </Text>
        ) : (
          <RowActions name={user.name} onEdit={() => setEditing({ mode: 'edit', user })} onDelete={() => single.ask(user)} />
        ),
    },
  ];

  return (
    <section aria-label="Users">
      <TabHeader
        title="Users"
        description="Accounts that can sign in. Add them one at a time or upload a CSV of many."
        actions={
          <>
            <Button icon={<Plus size={16} aria-hidden />} onClick={() => setEditing({ mode: 'add' })}>
              Add User
            </Button>
            <Button
              variant="destructive"
              icon={<Trash2 size={16} aria-hidden />}
              disabled={selectedIds.length === 0}
              onClick={() => selectedIds.length > 0 && setConfirmBulk(true)}
            >
              Delete Selected ({selectedIds.length})
            </Button>
            <Button variant="outline" icon={<Download size={16} aria-hidden />} onClick={downloadUserTemplate}>
              Download Template
            </Button>
            <FileUpload accept=".csv,text/csv" onFileSelect={(file) => void upload.upload(file)} pending={upload.pending} pendingLabel="Uploading...">
              Upload CSV
            </FileUpload>
          </>
        }
      />
      <UploadReport report={upload.report} onCancel={upload.cancel} onDismiss={upload.dismiss} />
      <UserSearchForm onSearch={(q) => setView((current) => ({ ...current, q, offset: 0 }))} />
      <Table
        caption="Users"
        captionHidden
        columns={columns}
        rows={users}
        getRowId={(user) => user.id}
        getRowLabel={(user) => user.name}
        selectedIds={selectedIds}
        onSelectionChange={setSelected}
        isRowSelectable={(user) => !isSystemUser(user)}
        emptyState="No users found"
        sort={view.sort}
        onSortChange={(sort) => setView((current) => ({ ...current, sort, offset: 0 }))}
      />
      {page.total > users.length && (
        <PagerBar
          label="Users pages"
          summary={`Showing ${view.offset + 1}–${last} of ${plural(page.total, 'user')}`}
          previousLabel="Previous users"
          nextLabel="Next users"
          onPrevious={view.offset > 0 ? () => setView((current) => ({ ...current, offset: Math.max(0, current.offset - USERS_PAGE_SIZE) })) : undefined}
          onNext={last < page.total ? () => setView((current) => ({ ...current, offset: last })) : undefined}
        />
      )}
      {editing && <UserFormDialog row={editing.mode === 'edit' ? editing.user : undefined} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...single.confirmDialog}
        title="Delete User"
        message={`Are you sure you want to delete user "${single.deleting?.name ?? ''}"? This action cannot be undone.`}
      />
      <ConfirmDialog
        open={confirmBulk}
        title="Delete Users"
        message={`Are you sure you want to delete ${selectedIds.length} selected user(s)? This action cannot be undone.`}
        pending={bulk.pending}
        onConfirm={() => void confirmBulkDelete()}
        onCancel={() => setConfirmBulk(false)}
      />
    </section>
  );
}
