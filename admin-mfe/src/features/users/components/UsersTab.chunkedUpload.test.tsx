import { screen, waitFor, within } from '@testing-library/react';
import { onSessionExpired } from '@vsp/api-client';
import { api, type BulkUsersPayload, type BulkUsersResult } from '@vsp/contract';
import { toast } from '@vsp/design-system';
import { captureSavedFiles, readBlob } from '../../../../test/downloads';
import { admin, adminFixtures, robin } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user, type FetchReply, type RecordedRequest } from '../../../../test/renderWithProviders';
import { useUploadRun } from '../api/useUsersUpload';
import { UsersTab } from './UsersTab';

/**
 * A file of 1,205 data rows (lines 2 to 1206): user{i} on line i + 2. Lines 3 and 701 have no
 * password, so 1,203 rows are sent: 500 (lines 2, 4-502), 500 (lines 503-700, 702-1003), then 203.
 */
const FILE = ['username,password,name', ...Array.from({ length: 1205 }, (_, i) => `user${i},${i === 1 || i === 699 ? '' : `secret-${i}`},User ${i}`)].join('\n');

const sentUsers = (request: RecordedRequest) => (request.body as BulkUsersPayload).users;

/** The BFF's answer: every row created but those named, numbered by their place in the request. */
function answer(request: RecordedRequest, refused: number[] = []): FetchReply {
  const users = sentUsers(request);
  const errors = refused.map((row) => ({ row, username: users[row - 1].username, message: 'Username already exists' }));
  return { body: { created: users.length - errors.length, errors } satisfies BulkUsersResult };
}

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

async function renderAndUpload() {
  const view = renderWithProviders(<UsersTab currentUser={admin} />, { fixtures: adminFixtures() });
  await screen.findByText('Robin Evaluator');
  await user.upload(screen.getByTestId('file-upload-input'), new File([FILE], 'staff.csv', { type: 'text/csv' }));
  return view;
}

/** The report on the page (toasts are alerts too). */
const reportBanner = () => screen.getByText(/users created\./).closest('[role="alert"]') as HTMLElement;

const progress = () => screen.findByRole('group', { name: 'Upload progress' });

afterEach(() => useUploadRun.setState({ run: null }));

describe('UsersTab chunked CSV upload', () => {
  it('sends the rows 500 at a time, shows the rows processed, and reports problems by their line in the file', async () => {
    const second = deferred();
    const { requests } = mockFetch(async (request) => {
      if (requests.length === 2) {
        await second.promise;
        return answer(request, [1]);
      }
      return answer(request, requests.length === 3 ? [3] : []);
    });
    await renderAndUpload();

    const bar = await progress();
    await waitFor(() => expect(within(bar).getByText('500 of 1,203 rows processed')).toBeInTheDocument());
    expect(within(bar).getByRole('progressbar', { name: 'Rows processed' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    second.release();

    expect(await screen.findByText('Successfully created 1201 users')).toBeInTheDocument();
    expect(screen.getByText('4 failed: the rows and reasons are listed above the table.')).toBeInTheDocument();
    expect(requests.map((request) => [request.path, sentUsers(request).length])).toEqual([
      [api.users.bulkCreate.path(), 500],
      [api.users.bulkCreate.path(), 500],
      [api.users.bulkCreate.path(), 203],
    ]);
    expect(sentUsers(requests[1])[0]).toMatchObject({ username: 'user501', password: 'secret-501', name: 'User 501' });
    expect(within(screen.getByRole('list', { name: 'Rows not imported' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 3 (user1): Missing password',
      'Line 503 (user501): Username already exists',
      'Line 701 (user699): Missing password',
      'Line 1006 (user1004): Username already exists',
    ]);
    expect(screen.getByText('1201 users created.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Upload progress' })).not.toBeInTheDocument();

    const saved = captureSavedFiles();
    await user.click(screen.getByRole('button', { name: 'Download report (CSV)' }));
    expect(saved.map((file) => file.name)).toEqual(['staff-report.csv']);
    expect(await readBlob(saved[0].blob)).toBe(
      [
        'line,username,reason',
        '3,user1,Missing password',
        '503,user501,Username already exists',
        '701,user699,Missing password',
        '1006,user1004,Username already exists',
      ].join('\r\n'),
    );
  });

  it('stops between requests on Cancel: what was created stays, and the rows not sent are counted and in the report', async () => {
    const first = deferred();
    const { requests } = mockFetch(async (request) => {
      await first.promise;
      return answer(request);
    });
    await renderAndUpload();

    await user.click(within(await progress()).getByRole('button', { name: 'Cancel upload' }));
    expect(within(await progress()).getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    first.release();

    expect(await screen.findByText('Successfully created 500 users')).toBeInTheDocument();
    expect(screen.getByText('Upload cancelled: 703 not sent, 2 failed. The report is above the table.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(screen.getByText('500 users created. Cancelled after 500 of 1,203 rows processed. 703 rows were not sent, from line 503 on.')).toBeInTheDocument();

    const saved = captureSavedFiles();
    await user.click(screen.getByRole('button', { name: 'Download report (CSV)' }));
    const lines = (await readBlob(saved[0].blob)).split('\r\n');
    expect(lines).toHaveLength(1 + 2 + 703);
    expect(lines.slice(0, 4)).toEqual(['line,username,reason', '3,user1,Missing password', '503,user501,Not sent: the upload was cancelled', '504,user502,Not sent: the upload was cancelled']);
    expect(lines.at(-1)).toBe('1206,user1204,Not sent: the upload was cancelled');
  });

  it('stops at a failed request with its sentence and says what was done', async () => {
    const { requests } = mockFetch((request) => (requests.length === 2 ? { status: 500, body: { statusCode: 500, message: 'An internal server error occurred' } } : answer(request)));
    await renderAndUpload();

    expect(await screen.findByText('Failed to upload users')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    const report = reportBanner();
    expect(report).toHaveTextContent(
      '500 users created. The upload stopped after 500 of 1,203 rows processed: Something went wrong on the server. Try again. 703 rows were not sent, from line 503 on.',
    );
    expect(within(report).getByRole('button', { name: 'Download report (CSV)' })).toBeInTheDocument();
  });

  it('keeps the report when the session ends mid-way, for after signing in again', async () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    const { requests } = mockFetch((request) => (requests.length === 3 ? { status: 401, body: { statusCode: 401, message: 'Missing authentication' } } : answer(request)));
    // One toast shows at a time: this one stays unless the upload raises one of its own.
    toast({ title: 'Before the upload' });
    const view = await renderAndUpload();

    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    stop();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Upload progress' })).not.toBeInTheDocument());
    expect(screen.getByText('Before the upload')).toBeInTheDocument();

    // The sign-in screen takes the panel's place; the admin comes back to the Users tab.
    view.unmount();
    renderWithProviders(<UsersTab currentUser={admin} />, { fixtures: adminFixtures() });
    await screen.findByText(/users created\./);
    expect(reportBanner()).toHaveTextContent(
      '1000 users created. Your session has expired. Please sign in again. The upload stopped after 1,000 of 1,203 rows processed. 203 rows were not sent, from line 1004 on. Upload them again after signing in.',
    );
  });

  it('shows nobody else the report of an upload', async () => {
    mockFetch((request) => answer(request, [1]));
    const view = await renderAndUpload();
    await screen.findByText('Successfully created 1200 users');
    expect(screen.getByRole('list', { name: 'Rows not imported' })).toBeInTheDocument();
    view.unmount();
    renderWithProviders(<UsersTab currentUser={{ ...admin, id: robin.id }} />, { fixtures: adminFixtures() });
    await screen.findByText('Robin Evaluator');
    expect(screen.queryByRole('list', { name: 'Rows not imported' })).not.toBeInTheDocument();
  });
});
