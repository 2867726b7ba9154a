import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_REQUIRED_COLUMNS, type BulkUserRow } from '@vsp/contract';
import Papa from 'papaparse';

type Column = (typeof BULK_UPLOAD_COLUMNS)[number];

/** The template: the header row alone, so an unchanged template never creates an account. */
export function userTemplateCsv(): string {
  return `${BULK_UPLOAD_COLUMNS.join(',')}\r\n`;
}

export interface CsvMessage {
  title: string;
  description: string;
}

export interface CsvUser {
  /** The line of the file the row came from; the header is line 1. */
  line: number;
  user: BulkUserRow;
}

export interface SkippedCsvRow {
  line: number;
  username: string | null;
  message: string;
}

export type UsersCsvResult = { ok: true; users: CsvUser[]; skipped: SkippedCsvRow[] } | { ok: false; error: CsvMessage };

const fail = (title: string, description: string): UsersCsvResult => ({ ok: false, error: { title, description } });

/** Headers match whatever their case, spaces or underscores: "Functional Area" is functionalArea. */
const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const columnByHeader = new Map<string, Column>(BULK_UPLOAD_COLUMNS.map((column) => [normalise(column), column]));

/** The file's text, or null when the browser cannot read it (FileReader: Blob.text is missing in older engines). */
function readText(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsText(file);
  });
}

/**
 * Reads a users CSV in the browser and checks it in this order, stopping at the first file-wide
 * problem: the file type, reading, at least one data row, the required columns, then each row's
 * required fields.
 * Rows without a username, password or name are left out and reported; other columns are ignored.
 */
export async function parseUsersCsv(file: File): Promise<UsersCsvResult> {
  if (!file.name.toLowerCase().endsWith('.csv')) return fail('Invalid file type', 'Please upload a CSV file');

  const text = await readText(file);
  if (text === null) return fail('Error reading file', 'Please check your CSV format');

  // Blank lines are kept (and skipped below) so that each row's index still gives its line number.
  const parsed = Papa.parse<Record<string, string | undefined>>(text, { header: true, skipEmptyLines: false, transformHeader: (h) => h.trim() });
  if (parsed.errors.some((error) => error.type === 'Quotes')) return fail('Error reading file', 'Please check your CSV format');

  const rows = parsed.data
    .map((record, index) => ({ record, line: index + 2 }))
    .filter(({ record }) => Object.values(record).some((value) => typeof value === 'string' && value.trim() !== ''));
  if (rows.length === 0) return fail('Empty file', 'CSV file must contain at least one data row');

  const headers = new Map<Column, string>();
  for (const header of parsed.meta.fields ?? []) {
    const column = columnByHeader.get(normalise(header));
    if (column && !headers.has(column)) headers.set(column, header);
  }
  const missing = BULK_UPLOAD_REQUIRED_COLUMNS.filter((column) => !headers.has(column));
  if (missing.length > 0) {
    return fail('Missing required columns', `Required columns: ${BULK_UPLOAD_REQUIRED_COLUMNS.join(', ')}. Missing: ${missing.join(', ')}`);
  }

  const users: CsvUser[] = [];
  const skipped: SkippedCsvRow[] = [];
  for (const { record, line } of rows) {
    const value = (column: Column) => {
      const header = headers.get(column);
      return header === undefined ? '' : (record[header] ?? '');
    };
    const username = value('username').trim();
    const password = value('password');
    const name = value('name').trim();
    const absent = BULK_UPLOAD_REQUIRED_COLUMNS.filter((column) => !value(column).trim());
    if (absent.length > 0) {
      skipped.push({ line, username: username || null, message: `Missing ${absent.join(', ')}` });
      continue;
    }
    const optional = (column: Column) => value(column).trim() || null;
    users.push({
      line,
      user: {
        username,
        // Kept as typed: the BFF never trims passwords.
        password,
        name,
        email: optional('email'),
        level: optional('level'),
        role: optional('role'),
        functionalArea: optional('functionalArea'),
      },
    });
  }
  if (users.length === 0) return fail('No valid users found', 'Please ensure all required fields are filled');
  return { ok: true, users, skipped };
}
