import { bindModels, createKnex, describeDatabase, prepareDatabase } from '@vsp/db';
import { loadConfig } from './config';
import { createServer } from './server';

const DRAIN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const db = createKnex(config.database);
  bindModels(db);
  const server = await (async () => {
    await prepareDatabase(db, { adminUsername: config.adminUsername, adminPassword: config.adminPassword, log: console.log });
    return createServer({ config, db });
  })();

  // A dropped idle connection must not end the process; requests meanwhile get 503 and the pool recovers.
  process.on('unhandledRejection', (reason) => server.log(['error'], reason as object));

  await server.start();
  server.log(['info'], `Serving on ${server.info.uri} with ${describeDatabase(config.database)} (ready in ${Date.now() - started} ms)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log(['info'], `${signal}: draining in-flight requests`);
    await server.stop({ timeout: DRAIN_TIMEOUT_MS });
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
