/*
 * A sheet's data rows as XML, exactly as exceljs's streaming writer writes them, but straight from
 * the values: exceljs builds a row object, a cell object per value and a model of each before
 * writing a row, which took most of a large export's time. The workbook around the rows (styles,
 * header, columns, filter, zip) is still exceljs's, plus the quote-prefix styles exceljs cannot
 * express (xlsx.ts); the writer's test (xlsx.test.ts) checks that a sheet written this way reads
 * back cell for cell like one written through exceljs's rows.
 */

export type CellValue = string | number | Date | null;

/** A date is stored as days since 1899-12-30; 1970-01-01 is day 25,569. */
const UNIX_EPOCH_DAY = 25_569;
const MS_PER_DAY = 86_400_000;

// The five characters XML escapes, and the control characters XML cannot hold, which are dropped
// (tab, line feed and carriage return stay), as exceljs does.
// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
const XML_SPECIALS = new RegExp(XML_SPECIAL.source, 'g');
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text as it may stand inside an XML element. Most text has nothing to escape: one test finds out. */
export function xmlText(text: string): string {
  return XML_SPECIAL.test(text) ? text.replace(XML_SPECIALS, (character) => ENTITIES[character] ?? '') : text;
}

/** The column's letters in a cell reference: 1 → A, 26 → Z, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

// Text starting with one of these is what a spreadsheet reads as a formula when the cell is typed
// into or the sheet is saved as CSV (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** A column's style ids in the workbook's styles (0 for none). */
export interface ColumnStyle {
  /** Every cell of the column. */
  value: number;
  /**
   * Text that looks like a formula: the same style with the quote prefix, which marks the cell as
   * text (as an apostrophe typed before it would) while the text itself stays exactly as written.
   */
  formulaLikeText: number;
}

/**
 * Turns rows of cell values into the sheet's `<row>` elements, with each column's style; an empty
 * cell (null) is left out. Text cells are values, never formulas: a spreadsheet does not evaluate them.
 */
export function sheetRows(columnStyles: readonly ColumnStyle[]): (rowNumber: number, cells: readonly CellValue[]) => string {
  const letters = columnStyles.map((_, index) => columnLetters(index + 1));
  const styleAttribute = (id: number) => (id ? ` s="${id}"` : '');
  const styles = columnStyles.map((style) => styleAttribute(style.value));
  const formulaLikeStyles = columnStyles.map((style) => styleAttribute(style.formulaLikeText));
  const spans = `1:${columnStyles.length}`;
  return (rowNumber, cells) => {
    let xml = `<row r="${rowNumber}" spans="${spans}" x14ac:dyDescent="0.25">`;
    for (let index = 0; index < cells.length; index++) {
      const value = cells[index];
      if (value === null) continue;
      const reference = `<c r="${letters[index]}${rowNumber}"`;
      if (typeof value === 'string') {
        xml += `${reference}${FORMULA_START.test(value) ? formulaLikeStyles[index] : styles[index]} t="str"><v>${xmlText(value)}</v></c>`;
      } else if (typeof value === 'number') xml += `${reference}${styles[index]}><v>${value}</v></c>`;
      else xml += `${reference}${styles[index]}><v>${UNIX_EPOCH_DAY + value.getTime() / MS_PER_DAY}</v></c>`;
    }
    return `${xml}</row>`;
  };
}
