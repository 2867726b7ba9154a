import { PassThrough } from 'node:stream';
import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { ZipFile } from 'yazl';
import { sheetEnd, sheetPath, sheetStart, workbookParts, workbookStyles, type CellFormat } from './xlsx-package';
import { sheetRows, type CellValue } from './xlsx-rows';

/*
 * The spreadsheet exports as XLSX downloads: a source's rows, read a page at a time, become the
 * sheets' XML (xlsx-rows.ts) among the workbook's other parts (xlsx-package.ts), zipped by yazl as
 * they stream to the client, so however many rows there are, memory holds about a page.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The most rows a spreadsheet opens in one sheet (Excel's and LibreOffice's limit): the header and
 * 1,048,575 data rows. Further rows continue on another sheet with the same header.
 */
export const SHEET_ROWS_MAX = 1_048_576;

export type { CellValue };

export interface Column<Row> extends CellFormat {
  header: string;
  width: number;
  value: (row: Row) => CellValue;
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

/** Resolves on the stream's next 'drain', rejects if the download closes first. */
function drain(stream: PassThrough, out: PassThrough): Promise<void> {
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

/**
 * Rows turned into XML between two turns of the event loop: a few milliseconds of work on this
 * machine, and one write into the sheet's part.
 */
const ROWS_PER_SLICE = 500;

/**
 * zlib's fastest level for the sheets: a fifth of the default level's compression work for a file a
 * quarter larger, about the size of the exceljs export it replaces (measured on the flattened export).
 */
const SHEET_COMPRESSION = { compressionLevel: 1 };

/**
 * Writes the workbook into `out`, a page at a time. Each sheet's XML streams through the zip's
 * compressor into `out`, and the writer waits whenever that chain is full, so memory holds a page
 * and the streams' buffers however large the export. A sheet holds at most `sheetRowsMax` rows, the
 * header included (a test passes a few to see the next sheet start); more continue on "Name 2",
 * "Name 3"...
 */
export async function writeWorkbook<Row>(
  out: PassThrough,
  source: SheetSource<Row>,
  first: Row[] | undefined,
  rest: AsyncIterator<Row[]>,
  sheetRowsMax = SHEET_ROWS_MAX,
): Promise<void> {
  const zip = new ZipFile();
  // The whole file has gone into `out`; or the download was closed first.
  const zipped = new Promise<void>((resolve, reject) => {
    zip.outputStream.once('end', resolve);
    zip.once('error', reject);
    out.once('close', () => reject(new DownloadClosed()));
  });
  // Awaited at the end; this only keeps a download closed meanwhile from leaving an unhandled rejection.
  zipped.catch(() => undefined);
  zip.outputStream.pipe(out);
  const styles = workbookStyles(source.columns);
  zip.addBuffer(Buffer.from(styles.xml), 'xl/styles.xml');
  const rowXml = sheetRows(styles.columns);

  const sheetNames: string[] = [];
  let part!: PassThrough;
  let lastRow = 1;
  const startSheet = () => {
    sheetNames.push(sheetNames.length ? `${source.sheetName} ${sheetNames.length + 1}` : source.sheetName);
    part = new PassThrough();
    zip.addReadStream(part, sheetPath(sheetNames.length), SHEET_COMPRESSION);
    part.write(sheetStart(source.columns));
    lastRow = 1;
  };
  startSheet();

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
      if (out.destroyed) throw new DownloadClosed();
      if (lastRow === sheetRowsMax) {
        part.end(sheetEnd(lastRow, source.columns.length));
        startSheet();
      }
      const end = Math.min(page.length, start + ROWS_PER_SLICE, start + sheetRowsMax - lastRow);
      let xml = '';
      for (let index = start; index < end; index++) xml += rowXml(++lastRow, rowCells(source.columns, page[index]));
      if (!part.write(xml)) await drain(part, out);
      start = end;
    }
    const next = await upcoming;
    page = next.done ? undefined : next.value;
  }
  part.end(sheetEnd(lastRow, source.columns.length));
  for (const [path, xml] of workbookParts(sheetNames)) zip.addBuffer(Buffer.from(xml), path);
  zip.end();
  await zipped;
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
