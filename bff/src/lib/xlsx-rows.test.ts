import { columnLetters, sheetRows, xmlText } from './xlsx-rows';

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

describe('sheetRows', () => {
  const plain = { value: 0, formulaLikeText: 5 };

  it('writes text, numbers and styled dates, leaving empty cells out', () => {
    const row = sheetRows([plain, plain, { value: 2, formulaLikeText: 6 }, plain]);
    expect(row(7, ['a&b', 3.5, new Date(Date.UTC(1970, 0, 2, 12)), null])).toBe(
      '<row r="7" spans="1:4" x14ac:dyDescent="0.25">' +
        '<c r="A7" t="str"><v>a&amp;b</v></c><c r="B7"><v>3.5</v></c><c r="C7" s="2"><v>25570.5</v></c>' +
        '</row>',
    );
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('gives %j the quote-prefixed style, the text unchanged', (text) => {
    const row = sheetRows([plain, { value: 3, formulaLikeText: 4 }]);
    expect(row(2, [text, text])).toBe(
      `<row r="2" spans="1:2" x14ac:dyDescent="0.25"><c r="A2" s="5" t="str"><v>${text}</v></c><c r="B2" s="4" t="str"><v>${text}</v></c></row>`,
    );
  });

  it.each(['plain', '', ' =1', "'quoted", 'a=b', '1-2'])('gives %j the column style', (text) => {
    const row = sheetRows([plain, { value: 3, formulaLikeText: 4 }]);
    expect(row(2, [text, text])).toBe(
      `<row r="2" spans="1:2" x14ac:dyDescent="0.25"><c r="A2" t="str"><v>${xmlText(text)}</v></c><c r="B2" s="3" t="str"><v>${xmlText(text)}</v></c></row>`,
    );
  });

  it('never gives a number the quote-prefixed style', () => {
    expect(sheetRows([plain])(3, [-1])).toBe('<row r="3" spans="1:1" x14ac:dyDescent="0.25"><c r="A3"><v>-1</v></c></row>');
  });
});
