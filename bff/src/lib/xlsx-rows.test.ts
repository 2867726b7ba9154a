import { columnLetters, headerRow, sheetRows, xmlText } from './xlsx-rows';

describe('xmlText', () => {
  it('escapes the characters XML reserves', () => {
    expect(xmlText(`a < b & "c" > 'd'`)).toBe('a &lt; b &amp; &quot;c&quot; &gt; &apos;d&apos;');
  });

  it('drops the control characters XML cannot hold, keeping tabs and line breaks', () => {
    expect(xmlText('\x00bell\x07\x0B\x0C\x1F\x7F\tline\r\nend')).toBe('bell\tline\r\nend');
  });

  it('keeps other text as it is', () => {
    expect(xmlText('Évaluation 😀 – ok')).toBe('Évaluation 😀 – ok');
  });
});

describe('columnLetters', () => {
  it.each([
    [1, 'A'],
    [16, 'P'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [53, 'BA'],
    [702, 'ZZ'],
    [703, 'AAA'],
  ])('names column %i %s', (column, letters) => {
    expect(columnLetters(column)).toBe(letters);
  });
});

describe('headerRow', () => {
  it('writes each header as text in the header style, which the row carries too', () => {
    expect(headerRow(['ID', 'A & B'], 1)).toBe(
      '<row r="1" s="1" customFormat="1"><c r="A1" s="1" t="inlineStr"><is><t>ID</t></is></c><c r="B1" s="1" t="inlineStr"><is><t>A &amp; B</t></is></c></row>',
    );
  });
});

describe('sheetRows', () => {
  const plain = { value: 0, formulaLikeText: 5 };
  const text = (reference: string, style: string, xml: string) => `<c r="${reference}"${style} t="inlineStr"><is><t>${xml}</t></is></c>`;

  it('writes text, numbers and styled dates, leaving empty cells out', () => {
    const row = sheetRows([plain, plain, { value: 2, formulaLikeText: 6 }, plain]);
    expect(row(7, ['a&b', 3.5, new Date(Date.UTC(1970, 0, 2, 12)), null])).toBe(
      `<row r="7">${text('A7', '', 'a&amp;b')}<c r="B7"><v>3.5</v></c><c r="C7" s="2"><v>25570.5</v></c></row>`,
    );
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('gives %j the quote-prefixed style, the text unchanged', (value) => {
    const row = sheetRows([plain, { value: 3, formulaLikeText: 4 }]);
    const element = /^\s/.test(value) ? `<t xml:space="preserve">${value}</t>` : `<t>${value}</t>`;
    expect(row(2, [value, value])).toBe(
      `<row r="2"><c r="A2" s="5" t="inlineStr"><is>${element}</is></c><c r="B2" s="4" t="inlineStr"><is>${element}</is></c></row>`,
    );
  });

  it.each(['plain', '', "'quoted", 'a=b', '1-2', '&amp;'])('gives %j the column style', (value) => {
    const row = sheetRows([plain, { value: 3, formulaLikeText: 4 }]);
    expect(row(2, [value, value])).toBe(`<row r="2">${text('A2', '', xmlText(value))}${text('B2', ' s="3"', xmlText(value))}</row>`);
  });

  it.each([' =1', 'trailing ', '\nline', 'end\r\n'])('keeps the white space around %j', (value) => {
    expect(sheetRows([plain])(2, [value])).toBe(`<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">${value}</t></is></c></row>`);
  });

  it('never gives a number the quote-prefixed style', () => {
    expect(sheetRows([plain])(3, [-1])).toBe('<row r="3"><c r="A3"><v>-1</v></c></row>');
  });
});
