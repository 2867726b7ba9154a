/**
 * Opens a fresh in-memory embedded database, runs a heavy query, and prints as JSON how long it
 * took and the longest the event loop waited meanwhile; then closes the database, so the process
 * ends by itself. The embedded-thread test runs it under tsx, as `npm start` runs the server.
 */
import { createKnex } from '../src/connection';
import { HEAVY_QUERY, longestStallDuring } from './event-loop';

async function main(): Promise<void> {
  const db = createKnex({ dataDir: null });
  try {
    await db.raw('select 1');
    let count = 0;
    const stall = await longestStallDuring(async () => {
      count = (await db.raw<{ rows: Array<{ n: number }> }>(HEAVY_QUERY)).rows[0].n;
    });
    process.stdout.write(`${JSON.stringify({ ...stall, count })}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
