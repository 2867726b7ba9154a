import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Text starting with one of these is read as a formula by spreadsheets (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet could run as a formula gets a leading apostrophe, so it stays text. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CellValue = string | number | Date | null;

export interface Column<Row> {
  header: string;
  width: number;
  value: (row: Row) => CellValue;
  /** Excel number format, e.g. for dates. */
  numFmt?: string;
}

export interface SheetSource<Row> {
  fileName: string;
  sheetName: string;
  columns: Column<Row>[];
  /** The rows, a page at a time: the writer holds the page it writes and the next one it reads. */
  pages: AsyncIterable<Row[]>;
}

class DownloadClosed extends Error {
  constructor() {
    super('The download was closed before it ended');
  }
}

function cell(value: CellValue): CellValue {
  return typeof value === 'string' ? neutralise(value) : value;
}

function closed(): Promise<never> {
  return Promise.reject(new DownloadClosed());
}

/** Resolves on the stream's next 'drain', rejects if the download closes first. */
function drain(stream: EventEmitter, out: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new DownloadClosed());
    stream.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/** A writable of the readable-stream package (archiver's), whose state is not Node's public one. */
interface ZipInput extends EventEmitter {
  _writableState: { needDrain: boolean };
}

/**
 * Where exceljs hands a sheet's XML to the zip compressor. exceljs writes there without ever
 * waiting, and compression only advances between turns of the event loop, so without waiting the
 * XML of a large sheet piles up in memory. Not part of exceljs's typed API: the test of this
 * module fails if an upgrade moves it.
 */
export function zipInput(sheet: ExcelJS.Worksheet): ZipInput | undefined {
  const input = (sheet as unknown as { stream?: { pipes?: Partial<ZipInput>[] } }).stream?.pipes?.[0];
  return input instanceof EventEmitter && typeof input._writableState?.needDrain === 'boolean' ? (input as ZipInput) : undefined;
}

/** Rows turned into XML between two turns of the event loop: about 10 ms of work on this machine. */
const ROWS_PER_SLICE = 200;

/** After each page: wait until the compressor has taken the XML, then until the client has room. */
async function roomFor(sheet: ExcelJS.Worksheet, out: PassThrough): Promise<void> {
  if (out.destroyed) return closed();
  const input = zipInput(sheet);
  while (input?._writableState.needDrain) await drain(input, out);
  if (out.writableNeedDrain) await drain(out, out);
  if (out.destroyed) return closed();
}

async function writeWorkbook<Row>(out: PassThrough, source: SheetSource<Row>, first: Row[] | undefined, rest: AsyncIterator<Row[]>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(source.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  // exceljs serialises a cell's style to find its id unless it has seen that very object before,
  // which costs more than the rest of the row: every cell of a column shares one style object.
  const styles: Partial<ExcelJS.Style>[] = source.columns.map((column) => (column.numFmt ? { numFmt: column.numFmt } : {}));
  sheet.columns = source.columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  let lastRow = 1;
  let page = first;
  while (page) {
    // The database reads the next page while this one is turned into XML.
    const upcoming = rest.next();
    // Awaited below; this only keeps a download closed meanwhile from leaving an unhandled rejection.
    upcoming.catch(() => undefined);
    for (const [index, row] of page.entries()) {
      // Turning rows into XML is synchronous work on the server's one thread: it steps aside every
      // few hundred rows, so other people's requests (and health checks) answer during a long export.
      if (index > 0 && index % ROWS_PER_SLICE === 0) await new Promise(setImmediate);
      const values = source.columns.map((column) => cell(column.value(row)));
      const added = sheet.addRow(values);
      values.forEach((value, index) => {
        if (value !== null) added.getCell(index + 1).style = styles[index];
      });
      added.commit();
    }
    lastRow += page.length;
    await roomFor(sheet, out);
    const next = await upcoming;
    page = next.done ? undefined : next.value;
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: lastRow, column: source.columns.length } };
  sheet.commit();
  await workbook.commit();
}

/**
 * An XLSX attachment streamed as it is written. The first page is read before answering, so a
 * database failure still gets its proper status; a failure later can only cut the download short.
 */
export async function xlsxResponse<Row>(h: ResponseToolkit, source: SheetSource<Row>, log: (error: Error) => void): Promise<ResponseObject> {
  const pages = source.pages[Symbol.asyncIterator]();
  const first = await pages.next();
  const out = new PassThrough();
  writeWorkbook(out, source, first.done ? undefined : first.value, pages).catch((error: Error) => {
    void pages.return?.(undefined);
    if (!(error instanceof DownloadClosed)) log(error);
    out.destroy(error);
  });
  return h
    .response(out)
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${source.fileName}"`)
    .header('cache-control', 'no-store');
}

/** Today's date as YYYY-MM-DD, for file names. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
