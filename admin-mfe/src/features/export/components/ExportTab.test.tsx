import { screen, waitFor, within } from '@testing-library/react';
import { onSessionExpired } from '@vsp/api-client';
import { api } from '@vsp/contract';
import { mockDownloads, readBlob } from '../../../../test/downloads';
import { adminFixtures } from '../../../../test/fixtures';
import { renderWithProviders, user } from '../../../../test/renderWithProviders';
import { ExportTab } from './ExportTab';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('ExportTab', () => {
  it('opens each XLSX export in a new tab without a handle on the panel', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<ExportTab />, { fixtures: adminFixtures() });
    await user.click(screen.getByRole('button', { name: 'Export Users' }));
    await user.click(screen.getByRole('button', { name: 'Export Flattened Data' }));
    expect(open.mock.calls).toEqual([
      [api.exports.users.path(), '_blank', 'noopener'],
      [api.exports.flattenedScores.path(), '_blank', 'noopener'],
    ]);
    open.mockRestore();
  });

  it('also downloads each XLSX export inside the page, under the name the server gives', async () => {
    const { requests, saved } = mockDownloads((path) => ({
      headers: {
        'content-type': XLSX,
        'content-disposition': path === api.exports.users.path() ? `attachment; filename="x"; filename*=UTF-8''utilisateurs%20%C3%A9t%C3%A9.xlsx` : 'attachment; filename="flattened.xlsx"',
      },
      parts: ['PK', 'workbook'],
    }));
    renderWithProviders(<ExportTab />, { fixtures: adminFixtures() });
    await user.click(screen.getByRole('button', { name: 'Download here: Users' }));
    expect(await screen.findByText('Saved utilisateurs été.xlsx (10 bytes)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download here: Flattened scores' }));
    expect(await screen.findByText('Saved flattened.xlsx (10 bytes)')).toBeInTheDocument();

    expect(requests).toEqual([
      { path: api.exports.users.path(), credentials: 'include' },
      { path: api.exports.flattenedScores.path(), credentials: 'include' },
    ]);
    expect(saved.map((file) => file.name)).toEqual(['utilisateurs été.xlsx', 'flattened.xlsx']);
    expect(saved[0].blob.type).toBe(XLSX);
    expect(await readBlob(saved[0].blob)).toBe('PKworkbook');
  });

  it('saves under the fallback name when the server names no file', async () => {
    const { saved } = mockDownloads(() => ({ parts: ['data'] }));
    renderWithProviders(<ExportTab />, { fixtures: adminFixtures() });
    await user.click(screen.getByRole('button', { name: 'Download here: Users' }));
    await screen.findByText('Saved users.xlsx (4 bytes)');
    expect(saved.map((file) => file.name)).toEqual(['users.xlsx']);
  });

  it('shows the bytes and percent received while the button waits, and can be cancelled', async () => {
    let finish = () => {};
    const { saved } = mockDownloads(() => ({
      headers: { 'content-length': '2048' },
      parts: ['x'.repeat(1024), 'y'.repeat(1024)],
      hold: new Promise<void>((resolve) => (finish = resolve)),
    }));
    renderWithProviders(<ExportTab />, { fixtures: adminFixtures() });
    await user.click(screen.getByRole('button', { name: 'Download here: Users' }));

    const progress = await screen.findByRole('status', { name: 'Download progress: Download here: Users' });
    await waitFor(() => expect(within(progress).getByText('Downloaded 1.0 KB of 2.0 KB')).toBeInTheDocument());
    expect(within(progress).getByRole('progressbar', { name: 'Downloaded: Download here: Users' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Download here: Users' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download here: Flattened scores' })).toBeEnabled();

    await user.click(within(progress).getByRole('button', { name: 'Cancel: Download here: Users' }));
    expect(screen.queryByRole('status', { name: 'Download progress: Download here: Users' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download here: Users' })).toBeEnabled();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the session has expired on a 401, and tells the shell', async () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    const { saved } = mockDownloads(() => ({ status: 401, headers: { 'content-type': 'application/json' }, parts: ['{"statusCode":401,"message":"Missing authentication"}'] }));
    renderWithProviders(<ExportTab />, { fixtures: adminFixtures() });
    await user.click(screen.getByRole('button', { name: 'Download here: Users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
    stop();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([]);
  });

  it('says what failed and tries again', async () => {
    let status = 503;
    const { requests, saved } = mockDownloads(() => ({ status, parts: status === 200 ? ['ok'] : [] }));
    renderWithProviders(<ExportTab />, { fixtures: adminFixtures() });
    await user.click(screen.getByRole('button', { name: 'Download here: Flattened scores' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server is not reachable right now. Try again.');
    status = 200;
    await user.click(within(alert).getByRole('button', { name: 'Try again: Download here: Flattened scores' }));
    expect(await screen.findByText('Saved flattened-scores.xlsx (2 bytes)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(saved).toHaveLength(1);
  });
});
