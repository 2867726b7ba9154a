import { inflateRawSync } from 'node:zlib';

/*
 * The XML parts of an XLSX file (a zip), for what exceljs does not read back: the quote prefix of a
 * cell's style, and the exact text of a cell. Reads the zip's central directory, which holds every
 * entry's size even when the writer streamed it.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const STORED = 0;

/** Every part of the file, by its path in the zip ("xl/styles.xml"). */
export function xlsxParts(file: Buffer): Map<string, string> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || file.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error('Not a zip file');
  const entries = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const parts = new Map<string, string>();
  for (let entry = 0; entry < entries; entry++) {
    if (file.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error('Malformed zip directory');
    const method = file.readUInt16LE(at + 10);
    const compressedSize = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const localHeader = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = localHeader + 30 + file.readUInt16LE(localHeader + 26) + file.readUInt16LE(localHeader + 28);
    const data = file.subarray(dataStart, dataStart + compressedSize);
    parts.set(name.replace(/^\//, ''), (method === STORED ? data : inflateRawSync(data)).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

/** The `<xf>` elements of the styles part's cellXfs, by style id. */
export function cellStyles(parts: Map<string, string>): string[] {
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(parts.get('xl/styles.xml') ?? '')?.[1] ?? '';
  return cellXfs.match(/<xf\b[^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g) ?? [];
}

/** The style element of one cell ("B4") of a sheet part, or undefined when the cell has no style. */
export function styleOfCell(parts: Map<string, string>, sheetPath: string, reference: string): string | undefined {
  const cell = new RegExp(`<c r="${reference}"([^>]*)>`).exec(parts.get(sheetPath) ?? '');
  if (!cell) throw new Error(`No cell ${reference} in ${sheetPath}`);
  const id = /\ss="(\d+)"/.exec(cell[1])?.[1];
  return id === undefined ? undefined : cellStyles(parts)[Number(id)];
}
