import type { BulkUsersResult } from '@vsp/contract';
import Papa from 'papaparse';
import type { CsvUser } from '../../../lib/csv';

/**
 * Rows sent to the BFF per request. A request of 500 answers within seconds even on a busy server
 * (each password is hashed), so the bar moves and Cancel takes effect soon; the BFF takes up to
 * BULK_UPLOAD_MAX_ROWS (10,000) rows a request, far above it.
 */
export const UPLOAD_CHUNK_ROWS = 500;

/** A row of the file that did not become a user, by its line in the file. */
export interface UploadProblem {
  line: number;
  username: string | null;
  message: string;
}

/** A row of the file that was never sent, because the upload stopped first. */
export interface UnsentRow {
  line: number;
  username: string;
}

/** sending: rows are going up; then finished, cancelled (between requests), failed, or expired (the session ended). */
export type UploadStatus = 'sending' | 'finished' | 'cancelled' | 'failed' | 'expired';

/** One upload as the Users tab reports it, while it runs and after. */
export interface UploadRun {
  /** Who uploaded: only they see the report. */
  userId: number;
  fileName: string;
  status: UploadStatus;
  /** Rows of the file that were to be sent. */
  total: number;
  /** Rows sent and answered so far. */
  processed: number;
  created: number;
  /** Rows left out in the browser or refused by the BFF, by line. */
  problems: UploadProblem[];
  unsent: UnsentRow[];
  /** Why it stopped, as a sentence, when it failed or the session ended. */
  error: string | null;
  /** Cancel was pressed: no further request is sent. */
  cancelRequested: boolean;
}

export const byLine = <T extends { line: number }>(rows: T[]): T[] => [...rows].sort((a, b) => a.line - b.line);

/**
 * The BFF numbers the rows of an answer by their place in the request; the admin knows them by their
 * line in the file, so each is looked up in the chunk that was sent.
 */
export function chunkProblems(chunk: readonly CsvUser[], result: BulkUsersResult): UploadProblem[] {
  return result.errors.map((error) => ({
    line: chunk[error.row - 1]?.line ?? error.row,
    username: error.username,
    message: error.message,
  }));
}

const NOT_SENT: Record<Exclude<UploadStatus, 'sending' | 'finished'>, string> = {
  cancelled: 'Not sent: the upload was cancelled',
  failed: 'Not sent: the upload stopped after an error',
  expired: 'Not sent: the session expired',
};

/** Why the rows left were not sent, for the report. */
export function notSentReason(status: UploadStatus): string {
  return status === 'sending' || status === 'finished' ? '' : NOT_SENT[status];
}

/**
 * The report as a CSV: every row that did not become a user, by line, with its username and reason;
 * rows never sent are in it too, so they can be uploaded again. Cells a spreadsheet would read as a
 * formula are escaped, since usernames come from the file.
 */
export function uploadReportCsv(run: Pick<UploadRun, 'problems' | 'unsent' | 'status'>): string {
  const reason = notSentReason(run.status);
  const rows = byLine([...run.problems, ...run.unsent.map(({ line, username }) => ({ line, username, message: reason }))]);
  return Papa.unparse(
    { fields: ['line', 'username', 'reason'], data: rows.map((row) => [row.line, row.username ?? '', row.message]) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** "users.csv" gives "users-report.csv". */
export function reportFileName(fileName: string): string {
  return `${fileName.replace(/\.csv$/i, '') || 'upload'}-report.csv`;
}
