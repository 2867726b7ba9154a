import { screen, waitFor, within } from '@testing-library/react';
import { api, type Vendor } from '@vsp/contract';
import { ConfirmDialog, FormField, TextField } from '@vsp/design-system';
import { adminFixtures, alphaLedger } from '../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../test/renderWithProviders';
import { FormDialog } from './components/FormDialog';
import { collectErrors, required } from './forms';
import { useRecordDelete, useRecordDialog, type RecordDeleteOptions } from './records';

const rules = {
  values: (vendor?: Vendor) => ({ name: vendor?.name ?? '' }),
  validate: (values: { name: string }) => collectErrors({ name: [required(values.name, 'Name is required')] }),
  toPayload: (values: { name: string }) => ({ name: values.name.trim() }),
};

function VendorDialog({ row, onClose }: { row?: Vendor; onClose: () => void }) {
  const { errors, field, dialog } = useRecordDialog('vendors', rules, row, onClose);
  return (
    <FormDialog open {...dialog}>
      <FormField label="Name" error={errors.name}>
        <TextField {...field('name')} />
      </FormField>
    </FormDialog>
  );
}

function VendorDelete(options: RecordDeleteOptions<Vendor>) {
  const { ask, confirmDialog } = useRecordDelete('vendors', options);
  return (
    <>
      <button onClick={() => ask(alphaLedger)}>Delete it</button>
      <ConfirmDialog {...confirmDialog} title="Delete Vendor" message="Sure?" />
    </>
  );
}

describe('useRecordDialog', () => {
  it('words the Add dialog after the kind of row, checks it, creates the row and closes', async () => {
    const onClose = jest.fn();
    const { requests } = mockFetch(() => ({ status: 201, body: alphaLedger }));
    renderWithProviders(<VendorDialog onClose={onClose} />, { fixtures: adminFixtures() });
    const dialog = screen.getByRole('dialog', { name: 'Add Vendor' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Vendor' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), ' Fabrikam ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Vendor' }));
    expect(await screen.findByText('Vendor created successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'POST', path: api.vendors.create.path(), body: { name: 'Fabrikam' } }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('edits the row at its id, and stays open with "Failed to update vendor" when the server gives no reason', async () => {
    const onClose = jest.fn();
    const { requests } = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<VendorDialog row={alphaLedger} onClose={onClose} />, { fixtures: adminFixtures() });
    const dialog = screen.getByRole('dialog', { name: 'Edit Vendor' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Alpha Ledger');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update vendor')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'PUT', path: api.vendors.update.path({ id: alphaLedger.id }), body: { name: 'Alpha Ledger' } }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useRecordDelete', () => {
  const deleteAfterConfirming = async () => {
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Vendor' })).getByRole('button', { name: 'Delete' }));
  };

  it('deletes the row at its id once confirmed, says so and closes the confirmation', async () => {
    const onDeleted = jest.fn();
    const { requests } = mockFetch(() => ({ status: 204 }));
    renderWithProviders(<VendorDelete onDeleted={onDeleted} />, { fixtures: adminFixtures() });
    await deleteAfterConfirming();
    expect(await screen.findByText('Vendor deleted successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'DELETE', path: api.vendors.remove.path({ id: alphaLedger.id }), body: undefined }]);
    expect(onDeleted).toHaveBeenCalledWith(alphaLedger);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('closes the confirmation after a failure, with the server message', async () => {
    mockFetch(() => ({ status: 409, body: { message: 'Vendor has scores' } }));
    renderWithProviders(<VendorDelete />, { fixtures: adminFixtures() });
    await deleteAfterConfirming();
    expect(await screen.findByText('Vendor has scores')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the confirmation open after a failure when asked to', async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithProviders(<VendorDelete keepOpenOnFailure />, { fixtures: adminFixtures() });
    await deleteAfterConfirming();
    expect(await screen.findByText('Failed to delete vendor')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete Vendor' })).toBeInTheDocument();
  });
});
