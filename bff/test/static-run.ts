/**
 * Prints, as JSON, the status the server answers for each URL given after the served folder, with
 * that folder as the shell. static.test.ts runs it in a child process: inside Jest's module sandbox
 * the filesystem's errors lose their codes, so only a real process shows how they are answered.
 */
import path from 'node:path';
import { createKnex } from '@vsp/db';
import { loadConfig } from '../src/config';
import { createServer } from '../src/server';

async function main(): Promise<void> {
  const [shell, ...urls] = process.argv.slice(2);
  // Static files never touch the database; nothing listens on port 1.
  const db = createKnex({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolMax: 1 });
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const none = path.join(shell, 'none');
  const server = await createServer({ config: { ...config, sessionSecret: 'x'.repeat(32), web: { shell, evaluator: none, admin: none } }, db });
  try {
    await server.initialize();
    const answers: Record<string, number> = {};
    for (const url of urls) answers[url] = (await server.inject(url)).statusCode;
    process.stdout.write(JSON.stringify(answers));
  } finally {
    await server.stop();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
