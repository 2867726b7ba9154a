import { act, screen, within } from '@testing-library/react';
import { api, UPLOAD_FILE_MISSING, UPLOAD_TYPE_REFUSED } from '@vsp/contract';
import { FakeXhr, installFakeXhr } from '../../../../test/fakeXhr';
import { adminFixtures, alphaLedger, makeVendorFile, pricingLink, proposalPdf } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { VendorsTab } from './VendorsTab';

const fixtures = adminFixtures();
const filesPath = api.vendorFiles.adminList.path({ vendorId: alphaLedger.id });

async function openFiles() {
  renderWithProviders(<VendorsTab />, { fixtures });
  await user.click(await screen.findByRole('button', { name: 'Files of Alpha Ledger' }));
  const dialog = screen.getByRole('dialog', { name: 'Files of Alpha Ledger' });
  await within(dialog).findByRole('table', { name: 'Files of Alpha Ledger' });
  return dialog;
}

const rowOf = (dialog: HTMLElement, title: string) => within(dialog).getByRole('link', { name: title }).closest('tr')!;

describe('Files of a vendor', () => {
  afterEach(() => {
    fixtures[filesPath] = { data: [pricingLink, proposalPdf] };
  });

  it('lists every file with its kind, type, size of an upload and whether it is active', async () => {
    const dialog = await openFiles();
    const link = rowOf(dialog, 'Pricing sheet');
    expect(within(link).getByRole('link', { name: 'Pricing sheet' })).toHaveAttribute('href', pricingLink.url);
    expect(within(link).getByRole('link', { name: 'Pricing sheet' })).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('Prices for 2025');
    expect(within(link).getByText('Link')).toBeInTheDocument();
    expect(within(link).getByText('Slides')).toBeInTheDocument();
    expect(within(link).getByText('Active')).toBeInTheDocument();
    const upload = rowOf(dialog, 'Proposal');
    expect(within(upload).getByRole('link', { name: 'Proposal' })).toHaveAttribute('href', api.vendorFiles.download.path({ id: proposalPdf.id }));
    expect(within(upload).getByText('Upload')).toBeInTheDocument();
    expect(within(upload).getByText('2.4 MB')).toBeInTheDocument();
  });

  it('adds a link with every field and refreshes the list', async () => {
    const dialog = await openFiles();
    const added = makeVendorFile({ id: 33, title: 'Case study', url: 'https://docs.example.org/case' });
    const { requests } = mockFetch(() => {
      fixtures[filesPath] = { data: [pricingLink, proposalPdf, added] };
      return { status: 201, body: added };
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add Link' }));
    const form = screen.getByRole('dialog', { name: 'Add Link' });
    await user.type(within(form).getByLabelText(/Title/), 'Case study');
    await user.type(within(form).getByLabelText(/URL/), 'https://docs.example.org/case');
    await user.type(within(form).getByLabelText('Description'), 'A bank like ours');
    await user.type(within(form).getByLabelText(/Type/), 'PDF');
    await user.click(within(form).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(form).getByRole('button', { name: 'Add Link' }));
    expect(await screen.findByText('Link added successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'POST',
      path: api.vendorFiles.create.path({ vendorId: alphaLedger.id }),
      body: { title: 'Case study', url: 'https://docs.example.org/case', description: 'A bank like ours', fileType: 'PDF', isActive: false },
    });
    expect(await within(dialog).findByRole('link', { name: 'Case study' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Link' })).not.toBeInTheDocument();
  });

  it('refuses a link without a title, with another scheme than http(s) or longer than the contract allows', async () => {
    const dialog = await openFiles();
    const { requests } = mockFetch();
    await user.click(within(dialog).getByRole('button', { name: 'Add Link' }));
    const form = screen.getByRole('dialog', { name: 'Add Link' });
    await user.type(within(form).getByLabelText(/URL/), 'ftp://docs.example.org/case');
    await user.click(within(form).getByRole('textbox', { name: /Type/ }));
    await user.paste('x'.repeat(51));
    await user.click(within(form).getByRole('button', { name: 'Add Link' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a URL starting with http:// or https://')).toBeInTheDocument();
    expect(within(form).getByText('Type must be at most 50 characters')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('edits an uploaded file without offering its address', async () => {
    const dialog = await openFiles();
    const { requests } = mockFetch(() => ({ body: proposalPdf }));
    await user.click(within(dialog).getByRole('button', { name: 'Edit Proposal' }));
    const form = screen.getByRole('dialog', { name: 'Edit File' });
    expect(within(form).queryByLabelText(/URL/)).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Title/));
    await user.type(within(form).getByLabelText(/Title/), 'Final proposal');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('File updated successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: api.vendorFiles.update.path({ id: proposalPdf.id }),
      body: { title: 'Final proposal', description: null, fileType: 'PDF', isActive: true },
    });
  });

  it('edits the address of a link', async () => {
    const dialog = await openFiles();
    const { requests } = mockFetch(() => ({ body: pricingLink }));
    await user.click(within(dialog).getByRole('button', { name: 'Edit Pricing sheet' }));
    const form = screen.getByRole('dialog', { name: 'Edit File' });
    await user.clear(within(form).getByLabelText(/URL/));
    await user.type(within(form).getByLabelText(/URL/), 'https://docs.example.org/prices');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('File updated successfully')).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({ title: 'Pricing sheet', url: 'https://docs.example.org/prices' });
  });

  it('deactivates an active file and activates an inactive one', async () => {
    fixtures[filesPath] = { data: [pricingLink, { ...proposalPdf, isActive: false }] };
    const dialog = await openFiles();
    const { requests } = mockFetch(() => ({ body: pricingLink }));
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Pricing sheet' }));
    expect(await screen.findByText('File deactivated')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Activate Proposal' }));
    expect(await screen.findByText('File activated')).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'PUT', path: api.vendorFiles.update.path({ id: pricingLink.id }), body: { isActive: false } },
      { method: 'PUT', path: api.vendorFiles.update.path({ id: proposalPdf.id }), body: { isActive: true } },
    ]);
  });

  it('deletes a file only after confirmation', async () => {
    const dialog = await openFiles();
    const { requests } = mockFetch(() => ({ status: 204 }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Proposal' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Proposal?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Proposal' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Proposal?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'DELETE', path: api.vendorFiles.remove.path({ id: proposalPdf.id }), body: undefined }]);
  });
});

describe('Uploading a vendor file', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeXhr();
  });
  afterEach(() => restore());

  const pdf = () => new File(['%PDF-1.7 proposal'], 'Security overview.pdf', { type: 'application/pdf' });

  async function openUpload() {
    const dialog = await openFiles();
    await user.click(within(dialog).getByRole('button', { name: 'Upload File' }));
    return screen.getByRole('dialog', { name: 'Upload File' });
  }

  it('sends the file, its title (the file name until one is typed) and description, with a bar of the bytes sent', async () => {
    const form = await openUpload();
    await user.upload(within(form).getByTestId('file-upload-input'), pdf());
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Security overview');
    await user.type(within(form).getByLabelText('Description'), 'For the security panel');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    const request = FakeXhr.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(api.vendorFiles.create.path({ vendorId: alphaLedger.id }));
    expect(request.withCredentials).toBe(true);
    expect(request.headers).toEqual({ Accept: 'application/json' });
    expect((request.body!.get('file') as File).name).toBe('Security overview.pdf');
    expect(request.body!.get('title')).toBe('Security overview');
    expect(request.body!.get('description')).toBe('For the security panel');

    act(() => request.progress(512, 2048));
    expect(within(form).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '25');
    act(() => request.respond(201, makeVendorFile({ id: 34, title: 'Security overview', kind: 'upload' }), 'Created'));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upload File' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses the file, and keeps the dialog open', async () => {
    const form = await openUpload();
    await user.upload(within(form).getByTestId('file-upload-input'), pdf());
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    act(() => FakeXhr.last!.respond(415, { statusCode: 415, error: 'Unsupported Media Type', message: UPLOAD_TYPE_REFUSED }, 'Unsupported Media Type'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(UPLOAD_TYPE_REFUSED);
    expect(screen.getByText('Failed to upload file')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload File' })).toBeInTheDocument();
  });

  it('asks for a file, and refuses a kind the portal does not take, before sending anything', async () => {
    const form = await openUpload();
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByText(UPLOAD_FILE_MISSING)).toBeInTheDocument();
    await user.upload(within(form).getByTestId('file-upload-input'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByText(UPLOAD_TYPE_REFUSED)).toBeInTheDocument();
    expect(FakeXhr.last).toBeUndefined();
  });
});
