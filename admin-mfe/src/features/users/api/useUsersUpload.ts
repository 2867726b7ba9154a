import { toast } from '@vsp/design-system';
import { useState } from 'react';
import { serverMessageOf } from '@vsp/api-client';
import { parseUsersCsv } from '../../../lib/csv';
import { useRefresh } from '../../../lib/refresh';
import { uploadUsers, USER_STALE_KEYS } from './mutations';

/** A row of the file that did not become a user, by its line in the file. */
export interface UploadProblem {
  line: number;
  username: string | null;
  message: string;
}

/**
 * "Upload CSV": the file is checked and read in the browser (spec 5), the valid rows go to the BFF
 * in one call, and every row that did not become a user is kept to be listed with its reason.
 */
export function useUsersUpload() {
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [problems, setProblems] = useState<UploadProblem[]>([]);

  const upload = async (file: File) => {
    setPending(true);
    setProblems([]);
    try {
      const parsed = await parseUsersCsv(file);
      if (!parsed.ok) {
        toast({ variant: 'destructive', ...parsed.error });
        return;
      }
      const result = await uploadUsers(parsed.users.map(({ user }) => user));
      // The BFF numbers rows by their place in the list it got; the admin knows them by their line in the file.
      const rejected = result.errors.map((error) => ({
        line: parsed.users[error.row - 1]?.line ?? error.row,
        username: error.username,
        message: error.message,
      }));
      const failed = [...parsed.skipped, ...rejected].sort((a, b) => a.line - b.line);
      setProblems(failed);
      toast({
        variant: failed.length > 0 ? 'default' : 'success',
        title: `Successfully created ${result.created} users`,
        description: failed.length > 0 ? `${failed.length} failed: the rows and reasons are listed above the table.` : '0 failed',
      });
      await refresh(USER_STALE_KEYS);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to upload users',
        description: serverMessageOf(error) ?? (error instanceof Error ? error.message : 'Please try again.'),
      });
    } finally {
      setPending(false);
    }
  };

  return { upload, pending, problems, clearProblems: () => setProblems([]) };
}
