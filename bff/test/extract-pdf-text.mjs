// Prints the text of the PDF read from stdin, as a reader extracts it. Run as a process of its own:
// PDF.js loads its worker with a dynamic import, which Jest's module sandbox does not run.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  process.stdout.write((await parser.getText()).text);
} finally {
  await parser.destroy();
}
