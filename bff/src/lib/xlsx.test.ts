import { PassThrough } from 'node:stream';
import type { ResponseToolkit } from '@hapi/hapi';
import ExcelJS from 'exceljs';
import { neutralise, xlsxResponse, zipInput } from './xlsx';

describe('neutralise', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with an apostrophe', (text) => {
    expect(neutralise(text)).toBe(`'${text}`);
  });

  it.each(['plain', '', ' =1', "'quoted", 'a=b', '1-2'])('keeps %j', (text) => {
    expect(neutralise(text)).toBe(text);
  });
});

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

// The writer waits on exceljs's hand-over to the compressor to keep memory flat; an exceljs
// upgrade that moves it must fail here rather than quietly buffer whole exports.
it("finds where exceljs hands a sheet's XML to the compressor", async () => {
  const out = new PassThrough();
  out.resume();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = workbook.addWorksheet('Sheet');
  sheet.addRow(['x'.repeat(70_000)]).commit();
  await new Promise((resolve) => setImmediate(resolve));
  expect(zipInput(sheet)?._writableState.needDrain).toEqual(expect.any(Boolean));
  sheet.commit();
  await workbook.commit();
});
