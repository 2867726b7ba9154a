import { spawn } from 'node:child_process';
import path from 'node:path';

/*
 * The process's log is written to stdout asynchronously (see createLogger): a line logged just
 * before the process exits must still reach the log, as the server's last "Stopped" line does.
 */
it('writes every line logged before the process exits at once', async () => {
  const lines = 5_000;
  const script = `
    const { createLogger } = require(${JSON.stringify(path.join(__dirname, 'logging'))});
    const logger = createLogger('info');
    for (let line = 0; line < ${lines}; line += 1) logger.info({ line }, 'a line');
    process.exit(0);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code).toBe(0);
  const logged = output.trim().split('\n').map((text) => (JSON.parse(text) as { line: number }).line);
  expect(logged).toEqual(Array.from({ length: lines }, (_, line) => line));
}, 30_000);
