/*
 * A sheet's rows as SpreadsheetML, straight from the values: text as inline strings, numbers, and
 * dates as day numbers, each cell with its column's style id (xlsx-package.ts numbers the styles).
 * Building no cell objects is what keeps a large export near the cost of a CSV of the same rows.
 */

export type CellValue = string | number | Date | null;

/** A date is stored as days since 1899-12-30; 1970-01-01 is day 25,569. */
const UNIX_EPOCH_DAY = 25_569;
const MS_PER_DAY = 86_400_000;

// The five characters XML escapes, and the control characters XML cannot hold, which are dropped
// (tab, line feed and carriage return stay).
// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
const XML_SPECIALS = new RegExp(XML_SPECIAL.source, 'g');
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text as it may stand inside an XML element or attribute. Most text has nothing to escape: one test finds out. */
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

/** Whether a spreadsheet would take this text for a formula: every export marks such a cell as text. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** Space, tab, line feed or carriage return: a spreadsheet trims them from text unless told to keep them. */
const isXmlSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/** An inline string cell's text element, keeping leading and trailing white space. */
function textElement(text: string): string {
  const escaped = xmlText(text);
  const keepsSpace = escaped.length > 0 && (isXmlSpace(escaped.charCodeAt(0)) || isXmlSpace(escaped.charCodeAt(escaped.length - 1)));
  return keepsSpace ? `<is><t xml:space="preserve">${escaped}</t></is>` : `<is><t>${escaped}</t></is>`;
}

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

const styleAttribute = (id: number) => (id ? ` s="${id}"` : '');

/** The header row: each column's header as text, in the header's style (which the row carries too). */
export function headerRow(headers: readonly string[], style: number): string {
  const cells = headers.map((header, index) => `<c r="${columnLetters(index + 1)}1"${styleAttribute(style)} t="inlineStr">${textElement(header)}</c>`);
  return `<row r="1"${styleAttribute(style)} customFormat="1">${cells.join('')}</row>`;
}

/**
 * Turns rows of cell values into the sheet's `<row>` elements, with each column's style; an empty
 * cell (null) is left out. Text cells are values, never formulas: a spreadsheet does not evaluate them.
 */
export function sheetRows(columnStyles: readonly ColumnStyle[]): (rowNumber: number, cells: readonly CellValue[]) => string {
  const letters = columnStyles.map((_, index) => columnLetters(index + 1));
  const styles = columnStyles.map((style) => styleAttribute(style.value));
  const formulaLikeStyles = columnStyles.map((style) => styleAttribute(style.formulaLikeText));
  return (rowNumber, cells) => {
    let xml = `<row r="${rowNumber}">`;
    for (let index = 0; index < cells.length; index++) {
      const value = cells[index];
      if (value === null) continue;
      const reference = `<c r="${letters[index]}${rowNumber}"`;
      if (typeof value === 'string') {
        xml += `${reference}${looksLikeFormula(value) ? formulaLikeStyles[index] : styles[index]} t="inlineStr">${textElement(value)}</c>`;
      } else if (typeof value === 'number') xml += `${reference}${styles[index]}><v>${value}</v></c>`;
      else xml += `${reference}${styles[index]}><v>${UNIX_EPOCH_DAY + value.getTime() / MS_PER_DAY}</v></c>`;
    }
    return `${xml}</row>`;
  };
}
