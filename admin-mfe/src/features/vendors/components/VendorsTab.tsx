import type { Vendor } from '@vsp/contract';
import { Avatar, Badge, Button, ConfirmDialog, IconButton, Table, Text, type TableColumn } from '@vsp/design-system';
import { FolderOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useAdminVendors } from '../../../lib/api/useAdminVendors';
import { RowActions, RowButtons } from '../../../lib/components/RowActions';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useRecordDelete } from '../../../lib/records';
import { VendorFilesDialog } from './VendorFilesDialog';
import { VendorFormDialog } from './VendorFormDialog';


type Editing = { vendor?: Vendor } | null;

export function VendorsTab() {
  const { data: vendors, error, mutate } = useAdminVendors();
  const [editing, setEditing] = useState<Editing>(null);
  const [filesOf, setFilesOf] = useState<Vendor | null>(null);
  const { deleting, ask, confirmDialog } = useRecordDelete('vendors');

  if (error) return <LoadError what="vendors" error={error} onRetry={() => void mutate()} />;
  if (!vendors) return <TabSkeleton label="Loading vendors..." />;

  const columns: TableColumn<Vendor>[] = [
    { key: 'logo', header: 'Logo', width: '72px', cell: (vendor) => <Avatar src={vendor.logo} name={vendor.name} square size={40} /> },
    {
      key: 'name',
      header: 'Name',
      sortValue: (vendor) => vendor.name.toLowerCase(),
      cell: (vendor) => (
        <>
          <strong>{vendor.name}</strong>
          {vendor.company && (
            <Text as="div" size="sm" tone="muted">
              {vendor.company}
            </Text>
          )}
        </>
      ),
    },
    { key: 'description', header: 'Description', cell: (vendor) => vendor.description ?? '' },
    { key: 'order', header: 'Order', align: 'right', sortValue: (vendor) => vendor.order, cell: (vendor) => vendor.order },
    {
      key: 'active',
      header: 'Status',
      cell: (vendor) => (vendor.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (vendor) => (
        <RowButtons>
          <IconButton label={`Files of ${vendor.name}`} icon={<FolderOpen size={16} aria-hidden />} size="sm" onClick={() => setFilesOf(vendor)} />
          <RowActions name={vendor.name} onEdit={() => setEditing({ vendor })} onDelete={() => ask(vendor)} />
        </RowButtons>
      ),
    },
  ];

  return (
    <section aria-label="Vendors">
      <TabHeader
        title="Vendors"
        description="The vendors evaluators score, in the order of the scoring grid's columns."
        actions={
          <Button icon={<Plus size={16} aria-hidden />} onClick={() => setEditing({})}>
            Add Vendor
          </Button>
        }
      />
      <Table caption="Vendors" captionHidden columns={columns} rows={vendors} getRowId={(vendor) => vendor.id} emptyState="No vendors yet" />
      {editing && <VendorFormDialog row={editing.vendor} onClose={() => setEditing(null)} />}
      {filesOf && <VendorFilesDialog vendor={filesOf} onClose={() => setFilesOf(null)} />}
      <ConfirmDialog
        {...confirmDialog}
        title="Delete Vendor"
        message={`Are you sure you want to delete vendor "${deleting?.name ?? ''}"? This will also delete all associated scores.`}
      />
    </section>
  );
}
