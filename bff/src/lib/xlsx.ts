import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import ExcelJS from 'exceljs';
import { sheetRows, type CellValue, type ColumnStyle } from './xlsx-rows';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The most rows a spreadsheet opens in one sheet (Excel's and LibreOffice's limit): the header and
 * 1,048,575 data rows. Further rows continue on another sheet with the same header.
 */
export const SHEET_ROWS_MAX = 1_048_576;

export type { CellValue };

export interface Column<Row> {
  header: string;
  width: number;
  value: (row: Row) => CellValue;
  /** Excel number format, e.g. for dates. */
  numFmt?: string;
  /** Long text wraps within the column's width instead of running across the next columns. */
  wrap?: boolean;
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

/** A row's cells as the sheet holds them: text exactly as stored, numbers as numbers. */
export function rowCells<Row>(columns: Column<Row>[], row: Row): CellValue[] {
  return columns.map((column) => column.value(row));
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

/** The stream of a sheet's XML part, where exceljs writes each committed row. */
interface SheetPart {
  write(xml: string): unknown;
  pipes?: Partial<ZipInput>[];
}

/**
 * exceljs's register of the workbook's cell styles: answers a style's id, adding it when new. It
 * keeps each style as its `<xf>` element of the styles part, indexed by that XML.
 */
interface StyleRegister {
  addStyleModel(style: Partial<ExcelJS.Style>): number;
  model: { styles: string[] };
  index: { style: Record<string, number> };
}

// The three places below are not part of exceljs's typed API: the test of this module fails if an
// exceljs upgrade moves them, rather than a download failing or quietly buffering whole exports.

/** The sheet's XML part: the data rows are written there directly (see xlsx-rows.ts). */
export function sheetPart(sheet: ExcelJS.Worksheet): SheetPart {
  const part = (sheet as unknown as { stream?: Partial<SheetPart> }).stream;
  if (typeof part?.write !== 'function') throw new Error("exceljs's worksheet writer no longer exposes its XML stream");
  return part as SheetPart;
}

/** The workbook's style register, which gives the id a data cell's style has in the styles part. */
export function styleRegister(workbook: ExcelJS.stream.xlsx.WorkbookWriter): StyleRegister {
  const styles = (workbook as unknown as { styles?: Partial<StyleRegister> }).styles;
  if (typeof styles?.addStyleModel !== 'function' || !Array.isArray(styles.model?.styles) || typeof styles.index?.style !== 'object') {
    throw new Error("exceljs's workbook writer no longer exposes its styles");
  }
  return styles as StyleRegister;
}

/**
 * The id of style `id` with the quote prefix: the mark a spreadsheet gives a cell typed with a
 * leading apostrophe, so it stays text when someone edits it, without the apostrophe being part of
 * the text. exceljs has no such style property, so the register gets the `<xf>` element itself.
 */
export function quotePrefixed(register: StyleRegister, id: number): number {
  const xml = register.model.styles[id].replace(/^<xf\b/, '<xf quotePrefix="1"');
  register.index.style[xml] ??= register.model.styles.push(xml) - 1;
  return register.index.style[xml];
}

/** The style ids of each column's cells, registered in the workbook's styles. */
function columnStyles<Row>(register: StyleRegister, columns: Column<Row>[]): ColumnStyle[] {
  return columns.map((column) => {
    const style: Partial<ExcelJS.Style> = {
      ...(column.numFmt && { numFmt: column.numFmt }),
      ...(column.wrap && { alignment: { wrapText: true } }),
    };
    const value = Object.keys(style).length > 0 ? register.addStyleModel(style) : 0;
    return { value, formulaLikeText: quotePrefixed(register, value) };
  });
}

/**
 * Where exceljs hands a sheet's XML to the zip compressor. exceljs writes there without ever
 * waiting, and compression only advances between turns of the event loop, so without waiting the
 * XML of a large sheet piles up in memory.
 */
export function zipInput(sheet: ExcelJS.Worksheet): ZipInput | undefined {
  const input = sheetPart(sheet).pipes?.[0];
  return input instanceof EventEmitter && typeof input._writableState?.needDrain === 'boolean' ? (input as ZipInput) : undefined;
}

/**
 * Rows turned into XML between two turns of the event loop: a few milliseconds of work on this
 * machine, and one write into the sheet's part.
 */
const ROWS_PER_SLICE = 500;

/** After each page: wait until the compressor has taken the XML, then until the client has room. */
async function roomFor(sheet: ExcelJS.Worksheet, out: PassThrough): Promise<void> {
  if (out.destroyed) return closed();
  const input = zipInput(sheet);
  while (input?._writableState.needDrain) await drain(input, out);
  if (out.writableNeedDrain) await drain(out, out);
  if (out.destroyed) return closed();
}

/** A sheet of the workbook with the columns' header: bold, frozen, and the columns' widths. */
function addSheet<Row>(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: Column<Row>[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

/** The filter covers the header and every row of the sheet. */
function finishSheet(sheet: ExcelJS.Worksheet, lastRow: number, columnCount: number): void {
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: lastRow, column: columnCount } };
  sheet.commit();
}

/**
 * Writes the workbook into `out`, a page at a time, waiting while `out` or the compressor is full.
 * exceljs writes the workbook, the header and the sheet's frame; the data rows go straight into
 * the sheet's part in the XML exceljs would have written for them. A sheet holds at most
 * `sheetRowsMax` rows, the header included (a test passes a few to see the next sheet start); more
 * continue on "Name 2", "Name 3"...
 */
export async function writeWorkbook<Row>(
  out: PassThrough,
  source: SheetSource<Row>,
  first: Row[] | undefined,
  rest: AsyncIterator<Row[]>,
  sheetRowsMax = SHEET_ROWS_MAX,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const rowXml = sheetRows(columnStyles(styleRegister(workbook), source.columns));
  let sheets = 1;
  let sheet = addSheet(workbook, source.sheetName, source.columns);
  let part = sheetPart(sheet);

  let lastRow = 1;
  let page = first;
  while (page) {
    // The database reads the next page while this one is turned into XML.
    const upcoming = rest.next();
    // Awaited below; this only keeps a download closed meanwhile from leaving an unhandled rejection.
    upcoming.catch(() => undefined);
    for (let start = 0; start < page.length; ) {
      // Turning rows into XML is synchronous work on the server's one thread: it steps aside between
      // slices, so other people's requests (and health checks) answer during a long export.
      if (start > 0) await new Promise(setImmediate);
      if (lastRow === sheetRowsMax) {
        finishSheet(sheet, lastRow, source.columns.length);
        sheet = addSheet(workbook, `${source.sheetName} ${++sheets}`, source.columns);
        part = sheetPart(sheet);
        lastRow = 1;
      }
      const end = Math.min(page.length, start + ROWS_PER_SLICE, start + sheetRowsMax - lastRow);
      let xml = '';
      for (let index = start; index < end; index++) xml += rowXml(++lastRow, rowCells(source.columns, page[index]));
      part.write(xml);
      start = end;
    }
    await roomFor(sheet, out);
    const next = await upcoming;
    page = next.done ? undefined : next.value;
  }
  finishSheet(sheet, lastRow, source.columns.length);
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
