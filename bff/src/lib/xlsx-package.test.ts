import { HEADER_STYLE, sheetEnd, workbookParts, workbookStyles } from './xlsx-package';

const cellXfs = (xml: string) => /<cellXfs count="(\d+)">(.*)<\/cellXfs>/.exec(xml)!;

describe('workbookStyles', () => {
  it('gives each distinct format one style and one quote-prefixed twin, the header its bold style', () => {
    const { xml, columns } = workbookStyles([{}, { numFmt: 'yyyy-mm-dd hh:mm' }, { wrap: true }, {}, { numFmt: 'yyyy-mm-dd hh:mm' }, { numFmt: '0.00', wrap: true }]);
    expect(columns).toEqual([
      { value: 0, formulaLikeText: 2 },
      { value: 3, formulaLikeText: 4 },
      { value: 5, formulaLikeText: 6 },
      { value: 0, formulaLikeText: 2 },
      { value: 3, formulaLikeText: 4 },
      { value: 7, formulaLikeText: 8 },
    ]);
    const [, count, elements] = cellXfs(xml);
    const styles = elements.match(/<xf\b[^>]*?(?:\/>|>.*?<\/xf>)/g)!;
    expect(styles).toHaveLength(Number(count));
    expect(styles[HEADER_STYLE]).toMatch(/fontId="1"/);
    expect(xml).toContain('<font><b/>');
    // Formats of the workbook's own are numbered from 164, past Excel's built-in ones.
    expect(xml).toContain('<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/><numFmt numFmtId="165" formatCode="0.00"/></numFmts>');
    expect(styles[3]).toMatch(/^<xf numFmtId="164" [^>]*applyNumberFormat="1"\/>$/);
    expect(styles[8]).toMatch(/^<xf quotePrefix="1" numFmtId="165" [^>]*><alignment wrapText="1"\/><\/xf>$/);
    for (const { value, formulaLikeText } of columns) {
      expect(styles[formulaLikeText]).toBe(styles[value].replace('<xf ', '<xf quotePrefix="1" '));
    }
  });

  it('has no number formats of its own when no column needs one', () => {
    expect(workbookStyles([{}, { wrap: true }]).xml).not.toContain('<numFmts');
  });
});

describe('workbookParts', () => {
  it("names each sheet in the workbook, its relationships and the package's content types", () => {
    const parts = workbookParts(['Scores', 'Scores & "more" 2']);
    expect([...parts.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels']);
    expect(parts.get('xl/workbook.xml')).toContain(
      '<sheets><sheet name="Scores" sheetId="1" r:id="rId2"/><sheet name="Scores &amp; &quot;more&quot; 2" sheetId="2" r:id="rId3"/></sheets>',
    );
    expect(parts.get('xl/_rels/workbook.xml.rels')).toMatch(/Id="rId2" Type="[^"]*\/worksheet" Target="worksheets\/sheet1.xml".*Id="rId3" Type="[^"]*\/worksheet" Target="worksheets\/sheet2.xml"/);
    expect(parts.get('[Content_Types].xml')).toMatch(/PartName="\/xl\/worksheets\/sheet1.xml".*PartName="\/xl\/worksheets\/sheet2.xml"/);
  });
});

describe('sheetEnd', () => {
  it('filters from the header to the last row across every column', () => {
    expect(sheetEnd(4502, 17)).toBe('</sheetData><autoFilter ref="A1:Q4502"/></worksheet>');
  });
});
