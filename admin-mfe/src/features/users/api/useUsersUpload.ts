import { callApi, serverMessageOf, useAction } from '@vsp/api-client';
import { api, staleAfter } from '@vsp/contract';
import { useState } from 'react';
import { parseUsersCsv, type CsvMessage } from '../../../lib/csv';

/** A row of the file that did not become a user, by its line in the file. */
export interface UploadProblem {
  line: number;
  username: string | null;
  message: string;
}

/** A file refused in the browser before anything was sent; its message is the toast. */
class CsvRefused extends Error {
  readonly toast: CsvMessage;

  constructor(toast: CsvMessage) {
    super(toast.description);
    this.toast = toast;
  }
}

/**
 * "Upload CSV": the file is checked and read in the browser, the valid rows go to the BFF in one
 * call, and every row that did not become a user is kept to be listed with its reason.
 */
export function useUsersUpload() {
  const { run, pending } = useAction();
  const [problems, setProblems] = useState<UploadProblem[]>([]);

  const upload = (file: File) =>
    run(
      async () => {
        setProblems([]);
        const parsed = await parseUsersCsv(file);
        if (!parsed.ok) throw new CsvRefused(parsed.error);
        const result = await callApi(api.users.bulkCreate, { body: { users: parsed.users.map(({ user }) => user) } });
        // The BFF numbers rows by their place in the list it got; the admin knows them by their line in the file.
        const rejected = result.errors.map((error) => ({
          line: parsed.users[error.row - 1]?.line ?? error.row,
          username: error.username,
          message: error.message,
        }));
        const failed = [...parsed.skipped, ...rejected].sort((a, b) => a.line - b.line);
        setProblems(failed);
        return { created: result.created, failed: failed.length };
      },
      {
        stale: staleAfter.userChange,
        success: ({ created, failed }) => ({
          variant: failed > 0 ? 'default' : 'success',
          title: `Successfully created ${created} users`,
          description: failed > 0 ? `${failed} failed: the rows and reasons are listed above the table.` : '0 failed',
        }),
        failure: (error) =>
          error instanceof CsvRefused
            ? error.toast
            : { title: 'Failed to upload users', description: serverMessageOf(error) ?? (error instanceof Error ? error.message : 'Please try again.') },
      },
    );

  return { upload, pending, problems, clearProblems: () => setProblems([]) };
}
