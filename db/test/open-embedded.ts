/**
 * Opens the embedded database in the folder given as argument, says "open" once it answers, and
 * keeps it open until SIGTERM: a second process for the data-folder lock tests.
 */
import { createKnex } from '../src/connection';

async function main(): Promise<void> {
  const db = createKnex({ dataDir: process.argv[2] });
  await db.raw('select 1');
  process.stdout.write('open\n');
  process.once('SIGTERM', () => {
    void db.destroy().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
