import { columnLetters, headerRow, xmlText, type ColumnStyle } from './xlsx-rows';

/*
 * The parts of an XLSX workbook (Office Open XML, ECMA-376) around its rows: the package's content
 * types and relationships, the workbook naming its sheets, the styles, and each sheet's frame
 * (frozen header, column widths, filter). The smallest set a spreadsheet opens; rows come from
 * xlsx-rows.ts and the zip from xlsx.ts.
 */

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** What a column's cells look like. */
export interface CellFormat {
  /** Excel number format, e.g. for dates. */
  numFmt?: string;
  /** Long text wraps within the column's width instead of running across the next columns. */
  wrap?: boolean;
}

/** The style id of the header's cells: bold. */
export const HEADER_STYLE = 1;

/** The styles part, and each column's style ids in it. */
export function workbookStyles(columns: readonly CellFormat[]): { xml: string; columns: ColumnStyle[] } {
  const numFmts = [...new Set(columns.flatMap((column) => (column.numFmt ? [column.numFmt] : [])))];
  // Number formats of the workbook's own are numbered from 164; the lower ids are Excel's built-in ones.
  const numFmtId = (code: string | undefined) => (code ? 164 + numFmts.indexOf(code) : 0);
  const xf = (quotePrefix: boolean, { numFmt, wrap }: CellFormat) => {
    const id = numFmtId(numFmt);
    return (
      `<xf${quotePrefix ? ' quotePrefix="1"' : ''} numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0"` +
      `${id ? ' applyNumberFormat="1"' : ''}${wrap ? ' applyAlignment="1"><alignment wrapText="1"/></xf>' : '/>'}`
    );
  };
  const cellXfs = [xf(false, {}), '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'];
  // A style's id, added when new: columns of the same format share their styles.
  const idOf = (element: string) => {
    const index = cellXfs.indexOf(element);
    return index >= 0 ? index : cellXfs.push(element) - 1;
  };
  const columnStyles = columns.map((format) => ({ value: idOf(xf(false, format)), formulaLikeText: idOf(xf(true, format)) }));
  const font = (bold: boolean) => `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  const xml =
    `${XML_DECLARATION}<styleSheet xmlns="${MAIN}">` +
    (numFmts.length ? `<numFmts count="${numFmts.length}">${numFmts.map((code) => `<numFmt numFmtId="${numFmtId(code)}" formatCode="${xmlText(code)}"/>`).join('')}</numFmts>` : '') +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    // The first two fills are reserved: a spreadsheet expects them whether or not a cell uses them.
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${cellXfs.length}">${cellXfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>';
  return { xml, columns: columnStyles };
}

/** A sheet's XML up to its first data row: the frozen header, the columns' widths and the header row. */
export function sheetStart(columns: readonly { header: string; width: number }[]): string {
  const cols = columns.map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`).join('');
  const headers = columns.map((column) => column.header);
  return (
    `${XML_DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>` +
    headerRow(headers, HEADER_STYLE)
  );
}

/** The rest of a sheet after its last row: the filter over the header and every row. */
export function sheetEnd(lastRow: number, columnCount: number): string {
  return `</sheetData><autoFilter ref="A1:${columnLetters(columnCount)}${lastRow}"/></worksheet>`;
}

/** Where sheet `number` (from 1) is in the package. */
export const sheetPath = (number: number) => `xl/worksheets/sheet${number}.xml`;

/** The package's parts other than the sheets and the styles, for a workbook of the sheets named. */
export function workbookParts(sheetNames: readonly string[]): Map<string, string> {
  const sheets = sheetNames.map((_, index) => index + 1);
  const relationship = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`;
  return new Map([
    [
      '[Content_Types].xml',
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/>` +
        sheets.map((number) => `<Override PartName="/${sheetPath(number)}" ContentType="${CONTENT_TYPE}.worksheet+xml"/>`).join('') +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${relationship('rId1', `${RELATIONSHIPS}/officeDocument`, 'xl/workbook.xml')}</Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><bookViews><workbookView/></bookViews><sheets>` +
        sheetNames.map((name, index) => `<sheet name="${xmlText(name)}" sheetId="${index + 1}" r:id="rId${index + 2}"/>`).join('') +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${relationship('rId1', `${RELATIONSHIPS}/styles`, 'styles.xml')}` +
        sheets.map((number) => relationship(`rId${number + 1}`, `${RELATIONSHIPS}/worksheet`, sheetPath(number).slice('xl/'.length))).join('') +
        '</Relationships>',
    ],
  ]);
}
