import type { Plugin } from '@hapi/hapi';
import { CachedReads } from '../lib/cached-reads';
import { ChangeFeed } from '../lib/change-feed';

/**
 * The database's change notifications (`server.app.changes`) and the hot reads kept in memory
 * with them (`server.app.cachedReads`). Listening needs a connection of its own: it opens when the
 * server starts, not when it is built, and closes when it stops.
 */
export const changesPlugin: Plugin<void> = {
  name: 'changes',
  register(server) {
    // An Error's message is not an own enumerable property: log it as text, or the line says only "{}".
    const warn = (message: string, error: unknown) => server.log(['warn', 'changes'], { message, error: error instanceof Error ? error.message : String(error) });
    const changes = new ChangeFeed(server.app.db, warn);
    server.app.changes = changes;
    server.app.cachedReads = new CachedReads(changes);
    server.ext('onPreStart', () => changes.start());
    server.ext('onPostStop', () => changes.close());
  },
};
