import type { Plugin } from '@hapi/hapi';
import { isEmbedded, vacuumWhereDue } from '@vsp/db';

/**
 * How often the embedded database's tables are looked at. A look is one small query; the work
 * itself follows PostgreSQL's thresholds, so looking often only shortens the time a table spends
 * past one (its statistics stale, its dead rows kept).
 */
const LOOK_EVERY_MS = 10_000;

export interface EmbeddedVacuumOptions {
  /** How often to look, in milliseconds (LOOK_EVERY_MS unless given). */
  lookEveryMs?: number;
}

/**
 * The embedded database's stand-in for PostgreSQL's autovacuum, which it lacks (see
 * vacuumWhereDue): while the server runs, the tables that are due are vacuumed and analysed. On
 * PostgreSQL the server's own autovacuum does this, and nothing runs here.
 */
export const embeddedVacuumPlugin: Plugin<EmbeddedVacuumOptions> = {
  name: 'embedded-vacuum',
  register(server, { lookEveryMs = LOOK_EVERY_MS } = {}) {
    const { db } = server.app;
    if (!isEmbedded(db)) return;
    /** The look under way, which the server waits for when it stops. */
    let running: Promise<void> | undefined;
    const look = async () => {
      try {
        const tables = await vacuumWhereDue(db);
        const done = tables.filter((table) => !table.error);
        const failed = tables.filter((table) => table.error);
        if (done.length > 0) server.log(['database', 'vacuum'], { message: 'Vacuumed and analysed the embedded database where due', tables: done });
        if (failed.length > 0) server.log(['warn', 'database'], { message: 'Some tables of the embedded database could not be vacuumed; they are tried again', tables: failed });
      } catch (error) {
        server.log(['warn', 'database'], { message: 'Vacuuming the embedded database failed; it is tried again', error: error instanceof Error ? error.message : String(error) });
      }
    };
    let timer: NodeJS.Timeout | undefined;
    server.ext('onPostStart', () => {
      timer = setInterval(() => {
        running ??= look().finally(() => (running = undefined));
      }, lookEveryMs);
      timer.unref();
    });
    server.ext('onPreStop', async () => {
      clearInterval(timer);
      await running;
    });
  },
};
