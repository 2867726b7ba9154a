import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
import { StatusBadge } from '../StatusBadge';
import { Table, type RowId, type TableColumn } from './Table';

interface User {
  id: number;
  name: string;
  username: string;
  email: string;
  role: string;
  isAdmin: boolean;
}

const users: User[] = [
  { id: -1, name: 'System', username: 'system', email: '', role: '', isAdmin: true },
  { id: 2, name: 'Jordan Example', username: 'jordan', email: 'jordan@example.com', role: 'Evaluator', isAdmin: false },
  { id: 3, name: 'Sam Sample', username: 'sam', email: 'sam@example.com', role: 'Lead', isAdmin: true },
  { id: 4, name: 'Alex Placeholder', username: 'alex', email: '', role: 'Evaluator', isAdmin: false },
];

const isSystem = (user: User) => user.id === -1;

const userColumns: TableColumn<User>[] = [
  {
    key: 'name',
    header: 'Name',
    sortValue: (user) => user.name,
    cell: (user) => (
      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
        {user.name} <span>@{user.username}</span>
        {user.isAdmin && <Badge variant="brand">Admin</Badge>}
        {isSystem(user) && <Badge>System</Badge>}
      </span>
    ),
  },
  { key: 'email', header: 'Email', sortValue: (user) => user.email, cell: (user) => user.email || '—' },
  { key: 'role', header: 'Role', sortValue: (user) => user.role, cell: (user) => user.role },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    cell: (user) =>
      isSystem(user) ? (
        'System account - Cannot be modified'
      ) : (
        <span style={{ display: 'inline-flex', gap: 4 }}>
          <IconButton size="sm" label={`Edit ${user.name}`} icon={<Pencil size={14} aria-hidden />} />
          <IconButton size="sm" label={`Delete ${user.name}`} icon={<Trash2 size={14} aria-hidden />} />
        </span>
      ),
  },
];

function UsersTable({ initial = [] as RowId[], rows = users }) {
  const [selected, setSelected] = useState<RowId[]>(initial);
  return (
    <Table
      caption={`Users (${selected.length} selected)`}
      columns={userColumns}
      rows={rows}
      getRowId={(user) => user.id}
      getRowLabel={(user) => user.name}
      isRowSelectable={(user) => !isSystem(user)}
      selectedIds={selected}
      onSelectionChange={setSelected}
      emptyState={<EmptyState title="No users found" icon={null} />}
    />
  );
}

interface EventRow {
  id: number;
  name: string;
  status: string | null;
}

const events: EventRow[] = [
  { id: 1, name: 'Spring Technology Review', status: 'Active' },
  { id: 2, name: 'Facilities Services Review', status: 'Closed' },
  { id: 3, name: 'Autumn Logistics Review', status: null },
];

// Table is generic over its row type, so the stories render it themselves instead of through args.
const meta = {
  title: 'Data display/Table',
  component: Table,
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const SelectableUsers: Story = { render: () => <UsersTable /> };
export const SomeSelected: Story = { render: () => <UsersTable initial={[2]} /> };
export const Empty: Story = { render: () => <UsersTable rows={[]} /> };

export const SortedEvents: Story = {
  render: () => (
    <Table
      caption="Events"
      captionHidden
      defaultSort={{ key: 'name', direction: 'asc' }}
      rows={events}
      getRowId={(event) => event.id}
      columns={[
        { key: 'name', header: 'Name', sortValue: (event) => event.name, cell: (event) => event.name },
        {
          key: 'status',
          header: 'Status',
          sortValue: (event) => event.status,
          cell: (event) => <StatusBadge status={event.status} />,
        },
      ]}
    />
  ),
};
