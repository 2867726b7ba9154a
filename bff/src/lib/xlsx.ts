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
  /** The rows, a page at a time; only one page is held in memory. */
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

/**
 * exceljs keeps writing whether or not the output is read, so after each page the writer waits
 * until the output has room again: memory stays flat however slowly the client reads.
 */
function roomIn(out: PassThrough): Promise<void> {
  if (out.destroyed) return Promise.reject(new DownloadClosed());
  // Even with room, one turn of the event loop lets the zip compression catch up with the rows.
  if (!out.writableNeedDrain) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new DownloadClosed());
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

async function writeWorkbook<Row>(out: PassThrough, source: SheetSource<Row>, first: Row[] | undefined, rest: AsyncIterator<Row[]>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(source.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = source.columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  let lastRow = 1;
  let page = first;
  while (page) {
    for (const row of page) sheet.addRow(source.columns.map((column) => cell(column.value(row)))).commit();
    lastRow += page.length;
    await roomIn(out);
    const next = await rest.next();
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
