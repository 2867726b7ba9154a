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
  it('writes text, numbers and styled dates, leaving empty cells out', () => {
    const row = sheetRows([0, 0, 2, 0]);
    expect(row(7, ['a&b', 3.5, new Date(Date.UTC(1970, 0, 2, 12)), null])).toBe(
      '<row r="7" spans="1:4" x14ac:dyDescent="0.25">' +
        '<c r="A7" t="str"><v>a&amp;b</v></c><c r="B7"><v>3.5</v></c><c r="C7" s="2"><v>25570.5</v></c>' +
        '</row>',
    );
  });
});
