import { execFile } from 'node:child_process';
import path from 'node:path';

/** The text of a PDF, as a reader extracts it (pdf-parse, in a process of its own: see extract-pdf-text.mjs). */
export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'extract-pdf-text.mjs')], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(bytes);
  });
}
