import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@vsp/contract';
import { adminFixtures } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { ContentPagesTab } from './ContentPagesTab';

const renderTab = () => renderWithProviders(<ContentPagesTab />, { fixtures: adminFixtures() });

describe('ContentPagesTab', () => {
  it('guides through the three pages and lists each with its badge and path', async () => {
    renderTab();
    const guide = await screen.findByRole('list', { name: 'What each page is for' });
    expect(guide).toHaveTextContent('Admin Instructions (admin-instructions): the Admin Instructions page, shown to administrators only.');
    expect(screen.getByText('HTML is supported.', { exact: false })).toBeInTheDocument();
    const instructions = screen.getByRole('button', { name: 'Edit Content: Instructions for Participants' }).closest('li')!;
    expect(within(instructions).getByText('Inactive')).toBeInTheDocument();
    expect(within(instructions).getByText('/instructions')).toBeInTheDocument();
  });

  it('edits a page with a 15-row editor and a sanitised live preview', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ body: {} }));
    await user.click(await screen.findByRole('button', { name: 'Edit Content: Reference Material' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Content' });
    const editor = within(dialog).getByLabelText('Content');
    expect(editor).toHaveAttribute('rows', '15');
    await user.clear(editor);
    await user.click(editor);
    await user.paste('<h2>Files</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    const preview = within(dialog).getByTestId('content-preview');
    await waitFor(() => expect(preview.innerHTML).toBe('<h2>Files</h2><img src="x">'));
    await user.click(within(dialog).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Content updated successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: api.content.update.path({ id: 1 }),
      body: { title: 'Reference Material', content: '<h2>Files</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>', isActive: false },
    });
  });

  it('requires a title', async () => {
    renderTab();
    const { requests } = mockFetch();
    await user.click(await screen.findByRole('button', { name: 'Edit Content: Admin Instructions' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Content' });
    await user.clear(within(dialog).getByLabelText(/Title/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Content' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
