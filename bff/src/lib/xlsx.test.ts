import { PassThrough } from 'node:stream';
import type { ResponseToolkit } from '@hapi/hapi';
import ExcelJS from 'exceljs';
import { styleOfCell, xlsxParts } from '../../test/xlsx-parts';
import { rowCells, writeWorkbook, xlsxResponse, type SheetSource } from './xlsx';

/** Just enough of hapi's toolkit to catch the streamed body. */
function toolkit(): { h: ResponseToolkit; body: () => PassThrough } {
  let source: PassThrough | undefined;
  const response = { type: () => response, header: () => response };
  const h = {
    response: (value: PassThrough) => {
      source = value;
      return response;
    },
  } as unknown as ResponseToolkit;
  return { h, body: () => source! };
}

describe('xlsxResponse', () => {
  it('stops reading pages when the download is closed, without logging an error', async () => {
    let stopped!: () => void;
    const finished = new Promise<void>((resolve) => (stopped = resolve));
    let pagesRead = 0;
    async function* endless() {
      try {
        for (;;) {
          pagesRead++;
          yield Array.from({ length: 500 }, (_, i) => ({ text: `row ${pagesRead}-${i} `.repeat(20) }));
        }
      } finally {
        stopped();
      }
    }
    const log = jest.fn();
    const { h, body } = toolkit();
    await xlsxResponse(h, { fileName: 'f.xlsx', sheetName: 'S', columns: [{ header: 'Text', width: 10, value: (r) => r.text }], pages: endless() }, log);
    // Nobody reads the body, so the writer waits for room; closing the download ends it.
    body().destroy();
    await finished;
    expect(log).not.toHaveBeenCalled();
    expect(pagesRead).toBeGreaterThan(0);
  });

  it('reads only a few pages ahead of a download that is not being read', async () => {
    let pagesRead = 0;
    async function* endless() {
      for (;;) {
        pagesRead++;
        yield Array.from({ length: 500 }, (_, i) => ({ text: `row ${pagesRead}-${i} ${Math.random()}` }));
      }
    }
    const { h, body } = toolkit();
    await xlsxResponse(h, { fileName: 'f.xlsx', sheetName: 'S', columns: [{ header: 'Text', width: 10, value: (r) => r.text }], pages: endless() }, jest.fn());
    // The writer stops once the streams between it and the download are full.
    const deadline = Date.now() + 3_000;
    for (let seen = -1; seen !== pagesRead && Date.now() < deadline; ) {
      seen = pagesRead;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    body().destroy();
    // The chain's streams buffer 64 KiB each (Node's default since Node 22): about 50 of these pages
    // fill it, where a writer that did not wait would read thousands in the time given.
    expect(pagesRead).toBeLessThan(100);
  });

  it('reads the first page before answering, so a failing database fails the request', async () => {
    const failing: AsyncIterable<{ a: string }[]> = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('connection refused')) }),
    };
    const { h } = toolkit();
    await expect(
      xlsxResponse(h, { fileName: 'f.xlsx', sheetName: 'S', columns: [{ header: 'A', width: 5, value: (r) => r.a }], pages: failing }, jest.fn()),
    ).rejects.toThrow('connection refused');
  });
});

interface Sample {
  id: number | null;
  text: string | null;
  amount: number | null;
  at: Date | null;
}

const SAMPLE_SOURCE: Omit<SheetSource<Sample>, 'pages'> = {
  fileName: 'sample.xlsx',
  sheetName: 'Sample',
  columns: [
    { header: 'ID', width: 8, value: (r) => r.id },
    { header: 'Text', width: 30, value: (r) => r.text, wrap: true },
    { header: 'Amount', width: 10, value: (r) => r.amount },
    { header: 'At', width: 18, value: (r) => r.at, numFmt: 'yyyy-mm-dd hh:mm' },
  ],
};

const SAMPLES: Sample[] = [
  { id: 1, text: 'plain', amount: 0, at: new Date('2024-02-29T13:45:00Z') },
  { id: 2, text: `a < b & "c" > 'd'`, amount: -1, at: new Date(0) },
  { id: 3, text: '=SUM(A1)', amount: 3.14159, at: null },
  { id: null, text: '\tTabbed\r\nand\x07 a bell\x1F', amount: 1e21, at: new Date('1999-12-31T23:59:59.999Z') },
  { id: 5, text: '', amount: null, at: new Date('2031-06-15T00:00:00Z') },
  { id: 6, text: 'Évaluation 😀 – ok', amount: 123456789012, at: null },
  { id: 7, text: null, amount: null, at: null },
  { id: 8, text: 'x'.repeat(5_000), amount: 0.1 + 0.2, at: new Date('2024-01-01T08:00:00.500Z') },
];

async function collect(out: PassThrough, writing: Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await Promise.all([writing, new Promise((resolve) => out.once('end', resolve))]);
  return Buffer.concat(chunks);
}

/** The workbook written by this module, from the pages given. */
async function written(pages: Sample[][], sheetRowsMax?: number): Promise<Buffer> {
  const out = new PassThrough();
  const rest = (async function* () {
    yield* pages.slice(1);
  })();
  return collect(out, writeWorkbook(out, { ...SAMPLE_SOURCE, pages: rest }, pages[0], rest, sheetRowsMax));
}

/** The same workbook written through exceljs's own rows and cells, as the export used to be. */
async function writtenByExceljsRows(rows: Sample[]): Promise<Buffer> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(SAMPLE_SOURCE.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SAMPLE_SOURCE.columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    const values = rowCells(SAMPLE_SOURCE.columns, row);
    const added = sheet.addRow(values);
    values.forEach((value, index) => {
      const { numFmt, wrap } = SAMPLE_SOURCE.columns[index];
      if (value !== null) added.getCell(index + 1).style = { ...(numFmt && { numFmt }), ...(wrap && { alignment: { wrapText: true } }) };
    });
    added.commit();
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows.length + 1, column: SAMPLE_SOURCE.columns.length } };
  sheet.commit();
  return collect(out, workbook.commit());
}

async function sheetsOf(file: Buffer): Promise<ExcelJS.Worksheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook.worksheets;
}

async function sheetOf(file: Buffer): Promise<ExcelJS.Worksheet> {
  return (await sheetsOf(file))[0];
}

/** Every cell as a spreadsheet reads it: value, type, number format, bold or not, and alignment. */
function cells(sheet: ExcelJS.Worksheet): unknown[] {
  const all: unknown[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      all.push({ rowNumber, column, value: cell.value, type: cell.type, numFmt: cell.numFmt, bold: cell.font?.bold, alignment: cell.alignment });
    });
  });
  return all;
}

function values(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  return (sheet.getRow(row).values as unknown[]).slice(1);
}

describe('writeWorkbook', () => {
  it("reads back cell for cell like the workbook exceljs's own rows write", async () => {
    const ours = await sheetOf(await written([SAMPLES.slice(0, 3), SAMPLES.slice(3)]));
    const reference = await sheetOf(await writtenByExceljsRows(SAMPLES));

    expect(ours.name).toBe('Sample');
    expect(ours.rowCount).toBe(SAMPLES.length + 1);
    expect(ours.autoFilter).toBe('A1:D9');
    expect(ours.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(cells(ours)).toEqual(cells(reference));
    expect(values(ours, 4)).toEqual([3, '=SUM(A1)', 3.14159]);
    expect(ours.getCell('D2')).toMatchObject({ value: new Date('2024-02-29T13:45:00Z'), numFmt: 'yyyy-mm-dd hh:mm', type: ExcelJS.ValueType.Date });
    expect(ours.getCell('B2').alignment).toEqual({ wrapText: true });
  });

  it('keeps formula-like text exactly as written, marked as text by the quote-prefix style instead of an apostrophe', async () => {
    const file = await written([SAMPLES]);
    const sheet = await sheetOf(file);
    expect(sheet.getCell('B4')).toMatchObject({ value: '=SUM(A1)', type: ExcelJS.ValueType.String });
    // XML readers turn a carriage return into a line feed; the text is otherwise as stored.
    expect(sheet.getCell('B5').value).toBe('\tTabbed\nand a bell');

    const parts = xlsxParts(file);
    const sheetXml = parts.get('xl/worksheets/sheet1.xml')!;
    expect(sheetXml).not.toMatch(/<f>/);
    expect(sheetXml).not.toContain("'=SUM");
    for (const formulaLike of ['B4', 'B5']) {
      expect(styleOfCell(parts, 'xl/worksheets/sheet1.xml', formulaLike)).toMatch(/^<xf quotePrefix="1" [^>]*applyAlignment="1"[^>]*>\s*<alignment wrapText="1"\/>/);
    }
    for (const plain of ['B2', 'B3', 'B6', 'B7']) {
      expect(styleOfCell(parts, 'xl/worksheets/sheet1.xml', plain)).not.toMatch(/quotePrefix/);
    }
    expect(styleOfCell(parts, 'xl/worksheets/sheet1.xml', 'A2')).toBeUndefined();
  });

  it('keeps text exactly as stored, also text that reads like markup and white space at either end', async () => {
    const texts = ['&amp; &lt;b&gt;', '<b>bold</b>', '  padded  ', 'tab\t', '\u00a0non-breaking'];
    const sheet = await sheetOf(await written([texts.map((text, index) => ({ id: index, text, amount: null, at: null }))]));
    expect(texts.map((_, index) => sheet.getCell(index + 2, 2).value)).toEqual(texts);
  });

  it('continues on another sheet with the same header once a sheet holds as many rows as a spreadsheet opens', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => ({ id: index + 1, text: `row ${index + 1}`, amount: index, at: null }));
    // Sheets of 4 rows here (header and 3 rows) stand for the 1,048,576 a spreadsheet opens.
    const sheets = await sheetsOf(await written([rows.slice(0, 2), rows.slice(2, 6), rows.slice(6)], 4));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Sample', 'Sample 2', 'Sample 3']);
    expect(sheets.map((sheet) => sheet.rowCount)).toEqual([4, 4, 2]);
    expect(sheets.map((sheet) => sheet.autoFilter)).toEqual(['A1:D4', 'A1:D4', 'A1:D2']);
    for (const sheet of sheets) {
      expect(values(sheet, 1)).toEqual(['ID', 'Text', 'Amount', 'At']);
      expect(sheet.getRow(1).font).toMatchObject({ bold: true });
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    }
    const ids = sheets.flatMap((sheet) => Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getCell(index + 2, 1).value));
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sheets[1].getCell('B2').value).toBe('row 4');
  });

  it('starts no empty sheet when the rows fill the last one exactly', async () => {
    const rows = Array.from({ length: 6 }, (_, index) => ({ id: index + 1, text: null, amount: null, at: null }));
    const sheets = await sheetsOf(await written([rows], 4));
    expect(sheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['Sample', 4],
      ['Sample 2', 4],
    ]);
  });

  it('writes only the header when there are no rows', async () => {
    const out = new PassThrough();
    const none = (async function* (): AsyncGenerator<Sample[]> {})();
    const sheet = await sheetOf(await collect(out, writeWorkbook(out, { ...SAMPLE_SOURCE, pages: none }, undefined, none)));
    expect(sheet.rowCount).toBe(1);
    expect(values(sheet, 1)).toEqual(['ID', 'Text', 'Amount', 'At']);
    expect(sheet.autoFilter).toBe('A1:D1');
  });
});
