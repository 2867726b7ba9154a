import PDFDocument from 'pdfkit';

/*
 * The PDF documents of the decision record, written with pdfkit: real text (selectable and
 * extractable), in PDF's standard Helvetica, which covers the Latin alphabets (Western and Central
 * European languages); other scripts would need an embedded font.
 */

export const PDF_CONTENT_TYPE = 'application/pdf';

const MARGIN = 50;

/** A document being written: headings, paragraphs and tables in reading order. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;

  constructor(title: string, { draft }: { draft: boolean }) {
    this.doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
    if (draft) {
      // Every page of a report not yet approved is marked as a draft.
      const mark = () => this.doc.save().fontSize(10).fillColor('#b00020').text('DRAFT', MARGIN, 20, { align: 'right' }).restore().fillColor('black');
      mark();
      this.doc.on('pageAdded', mark);
      this.doc.x = MARGIN;
      this.doc.y = MARGIN;
    }
  }

  /** The document's top: the site's logo when it has one, its name, and what the document is. */
  title(text: string, subtitle?: string, logo?: Buffer | null): this {
    if (logo) this.doc.image(logo, { fit: [160, 48] }).moveDown(0.5);
    this.doc.font('Helvetica-Bold').fontSize(18).text(text);
    if (subtitle) this.doc.font('Helvetica').fontSize(11).fillColor('#444444').text(subtitle).fillColor('black');
    this.doc.moveDown();
    return this;
  }

  heading(text: string): this {
    this.doc.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3);
    return this;
  }

  paragraph(text: string): this {
    this.doc.font('Helvetica').fontSize(10).text(text).moveDown(0.3);
    return this;
  }

  /** Lines "label: value", one per entry. */
  facts(entries: [label: string, value: string][]): this {
    for (const [label, value] of entries) this.doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    this.doc.moveDown(0.3);
    return this;
  }

  /** A table: a header row and rows of cells, the columns' widths as shares of the page. */
  table(header: string[], rows: string[][], shares: number[]): this {
    const width = this.doc.page.width - 2 * MARGIN;
    const widths = shares.map((share) => (share / shares.reduce((a, b) => a + b, 0)) * width);
    const row = (cells: string[], bold: boolean) => {
      const heights = cells.map((cell, i) => this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).heightOfString(cell, { width: widths[i] - 4 }));
      const height = Math.max(...heights) + 4;
      if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
      const top = this.doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).text(cell, x, top + 2, { width: widths[i] - 4 });
        x += widths[i];
      });
      this.doc.x = MARGIN;
      this.doc.y = top + height;
    };
    row(header, true);
    for (const cells of rows) row(cells, false);
    this.doc.moveDown(0.5);
    return this;
  }

  /** The finished document's bytes. */
  bytes(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}

/** A figure to two decimals, or a dash when there is none. */
export function figure(value: number | null | undefined, decimals = 2): string {
  return value === null || value === undefined ? '–' : value.toFixed(decimals);
}
