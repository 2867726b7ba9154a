import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { isAdminRoute } from '../lib/admin';
import { CachedReads } from '../lib/cached-reads';
import { ChangeFeed, changesResults } from '../lib/change-feed';

/**
 * The database's change notifications (`server.app.changes`) and the caches they invalidate: the
 * hot reads (`server.app.cachedReads`) and the events' results (`server.app.resultsCache`).
 * Listening needs a connection of its own: it opens when the server starts, not when it is built,
 * and closes when it stops.
 */
export const changesPlugin: Plugin<void> = {
  name: 'changes',
  register(server) {
    // An Error's message is not an own enumerable property: log it as text, or the line says only "{}".
    const warn = (message: string, error: unknown) => server.log(['warn', 'changes'], { message, error: error instanceof Error ? error.message : String(error) });
    const changes = new ChangeFeed(server.app.db, warn);
    server.app.changes = changes;
    server.app.cachedReads = new CachedReads(changes);
    // An event's results run to a few hundred kilobytes of JSON on a large panel: a bound on the total, not only on the count.
    server.app.resultsCache = new CachedReads(changes, { clearsAll: changesResults, maxCharacters: 64 * 1024 * 1024 });
    // An administrator's change is seen at once by the next request this process answers, whatever
    // it touched (a cascade, every evaluator's scores): the database's notification may come a moment
    // later. Administrators change things rarely, so this process simply forgets what it keeps.
    server.ext('onPreResponse', (request, h) => {
      if (request.method !== 'get' && isAdminRoute(request.route) && !Boom.isBoom(request.response)) changes.invalidateAll();
      return h.continue;
    });
    server.ext('onPreStart', () => changes.start());
    server.ext('onPostStop', () => changes.close());
  },
};
