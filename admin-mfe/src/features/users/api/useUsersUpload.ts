import { callApi, errorSentence, httpStatusOf, serverMessageOf, useAction, useRefresh } from '@vsp/api-client';
import { api, staleAfter } from '@vsp/contract';
import { useEffect } from 'react';
import { create } from 'zustand';
import { parseUsersCsv, type CsvMessage } from '../../../lib/csv';
import { byLine, chunkProblems, UPLOAD_CHUNK_ROWS, type UploadRun, type UploadStatus } from '../utils/upload';

/** A file refused in the browser before anything was sent; its message is the toast. */
class CsvRefused extends Error {
  readonly toast: CsvMessage;

  constructor(toast: CsvMessage) {
    super(toast.description);
    this.toast = toast;
  }
}

/**
 * The last upload, kept outside the tab: an upload goes on while the admin looks at another tab, and
 * when the session ends mid-way the sign-in screen replaces the panel, yet the report of what was
 * created and what was not sent is still there once they are back.
 */
export const useUploadRun = create<{ run: UploadRun | null }>(() => ({ run: null }));

function update(change: (run: UploadRun) => Partial<UploadRun>): void {
  useUploadRun.setState(({ run }) => ({ run: run && { ...run, ...change(run) } }));
}

interface Outcome {
  status: UploadStatus;
  created: number;
  failed: number;
  notSent: number;
  error: string | null;
}

/**
 * "Upload CSV": the file is checked and read in the browser, then the valid rows go to the BFF
 * UPLOAD_CHUNK_ROWS at a time, one request after the other, with the count of rows processed shown
 * as they go. Cancel stops before the next request (what was created stays created). A failed
 * request stops the upload with its sentence; a 401 leaves the report for after signing in again.
 * Every row that did not become a user, or was not sent, is kept to be listed with its reason.
 */
export function useUsersUpload(userId: number) {
  const { run, pending } = useAction();
  const stored = useUploadRun((state) => state.run);
  const report = stored?.userId === userId ? stored : null;
  const refresh = useRefresh();
  // Back after an upload that the session's end cut short: the users it created before then are
  // read afresh, since the action that would have refreshed the lists stopped at the 401.
  useEffect(() => {
    const interrupted = useUploadRun.getState().run;
    if (interrupted?.status === 'expired' && interrupted.userId === userId) void refresh(staleAfter.userChange);
  }, [refresh, userId]);

  const send = async (file: File): Promise<Outcome> => {
    useUploadRun.setState({ run: null });
    const parsed = await parseUsersCsv(file);
    if (!parsed.ok) throw new CsvRefused(parsed.error);
    const rows = parsed.users;
    useUploadRun.setState({
      run: {
        userId,
        fileName: file.name,
        status: 'sending',
        total: rows.length,
        processed: 0,
        created: 0,
        problems: byLine(parsed.skipped),
        unsent: [],
        error: null,
        cancelRequested: false,
      },
    });
    const stop = (status: UploadStatus, from: number, error: string | null = null) =>
      update(() => ({ status, error, unsent: rows.slice(from).map(({ line, user }) => ({ line, username: user.username })) }));

    for (let start = 0; start < rows.length; start += UPLOAD_CHUNK_ROWS) {
      if (useUploadRun.getState().run?.cancelRequested) {
        stop('cancelled', start);
        break;
      }
      const chunk = rows.slice(start, start + UPLOAD_CHUNK_ROWS);
      try {
        const result = await callApi(api.users.bulkCreate, { body: { users: chunk.map(({ user }) => user) } });
        update((current) => ({
          processed: start + chunk.length,
          created: current.created + result.created,
          problems: byLine([...current.problems, ...chunkProblems(chunk, result)]),
        }));
      } catch (error) {
        const status = httpStatusOf(error);
        const expired = status === 401;
        // A refusal carries the server's own message, as the spec's toast does; a server fault or a
        // lost connection reads as a sentence instead of the server's generic words.
        const refusal = status !== null && status < 500 && !expired ? serverMessageOf(error) : undefined;
        stop(expired ? 'expired' : 'failed', start, refusal ?? errorSentence(error));
        // The sign-in screen answers an ended session (the api client has told the shell); no toast.
        if (expired) throw error;
        break;
      }
    }
    const last = useUploadRun.getState().run;
    if (last?.status === 'sending') update(() => ({ status: 'finished' }));
    const done = useUploadRun.getState().run;
    return {
      status: done?.status ?? 'finished',
      created: done?.created ?? 0,
      failed: done?.problems.length ?? 0,
      notSent: done?.unsent.length ?? 0,
      error: done?.error ?? null,
    };
  };

  const upload = (file: File) =>
    run(() => send(file), {
      stale: staleAfter.userChange,
      success: ({ status, created, failed, notSent, error }) => {
        if (status === 'failed') return { variant: 'destructive', title: 'Failed to upload users', description: error ?? undefined };
        if (status === 'cancelled') {
          return {
            variant: 'default',
            title: `Successfully created ${created} users`,
            description: `Upload cancelled: ${notSent} not sent, ${failed} failed. The report is above the table.`,
          };
        }
        return {
          variant: failed > 0 ? 'default' : 'success',
          title: `Successfully created ${created} users`,
          description: failed > 0 ? `${failed} failed: the rows and reasons are listed above the table.` : '0 failed',
        };
      },
      failure: (error) =>
        error instanceof CsvRefused
          ? error.toast
          : { title: 'Failed to upload users', description: serverMessageOf(error) ?? (error instanceof Error ? error.message : 'Please try again.') },
    });

  return {
    upload,
    pending: pending || report?.status === 'sending',
    report,
    /** Stops before the next request; the one under way finishes. */
    cancel: () => update(() => ({ cancelRequested: true })),
    dismiss: () => useUploadRun.setState({ run: null }),
  };
}
