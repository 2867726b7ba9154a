import type { Plugin, Request } from '@hapi/hapi';
import { API_PREFIX } from '@vsp/contract';
import HapiPino from 'hapi-pino';
import pino, { type DestinationStream, type Logger } from 'pino';
import { clientAddress } from '../lib/client-address';

export interface LoggingOptions {
  level: string;
  /** The process's logger, so start-up, requests and shutdown write one stream; made from `level` when absent. */
  logger?: Logger;
}

/**
 * The JSON logger of the process: one line per message, on stdout unless a destination is given.
 * Stdout is written asynchronously: the lines logged while a write is under way leave together in
 * the next one, instead of one blocking write per request (a signed-in read cost about 15% more CPU
 * with a write each). Lines still leave at once when the server is quiet, and what is left is
 * written when the process exits; a crash of the machine itself can lose the last moment's lines.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level }, destination ?? pino.destination({ sync: false }));
}

/** The query string as the browser sent it, without a fragment; empty when there is none. */
function sentQuery(target: string): string {
  const start = target.indexOf('?');
  if (start === -1) return '';
  const end = target.indexOf('#', start);
  return end === -1 ? target.slice(start) : target.slice(start, end);
}

/**
 * What a request's lines say of it: hapi's request id, method and the path hapi answered, with the
 * query string as sent (hapi's parsed `request.url` cost a read 2% of its CPU for this line alone).
 * No headers, so the cookie and any other secret a request carries never reach the log, and a line
 * costs little on a path every evaluator calls.
 */
function describeRequest(request: Request) {
  return { id: request.info.id, method: request.method, url: `${request.path}${sentQuery(request.raw.req.url ?? '')}` };
}

/**
 * One line per API request, with hapi's request id, the caller's address and, once signed in, the
 * user id, and the API token's id when a token signed the request in (never the token). Static files and health checks are routine traffic and are not logged at info level
 * (their errors still are); response headers are left out.
 */
export const loggingPlugin: Plugin<LoggingOptions> = {
  name: 'logging',
  async register(server, options) {
    await server.register({
      plugin: HapiPino,
      options: {
        instance: options.logger ?? createLogger(options.level),
        logEvents: ['response', 'request-error'],
        logRequestComplete: (request: Request) => request.path.startsWith(API_PREFIX),
        getChildBindings: (request: Request) => ({
          req: describeRequest(request),
          clientAddress: clientAddress(request, request.server.app.config.trustProxyHops),
        }),
        // The bindings are already plain data: nothing to wrap or serialise again.
        wrapSerializers: false,
        serializers: { req: (req: object) => req, res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
        logPayload: false,
        logRouteTags: false,
        // A browser that drops its connection (ECONNRESET) is routine, not a server error. The plugin
        // reads an object here although its type declaration says an array.
        ignoredEventTags: { log: ['client'] } as unknown as object[],
      },
    });

    // The session is known only after authentication: from there on the request's lines name the user.
    server.ext('onPostAuth', (request, h) => {
      const user = request.auth.credentials?.user;
      const token = request.auth.credentials?.app?.token;
      if (user) request.logger.setBindings(token ? { userId: user.id, tokenId: token.id } : { userId: user.id });
      return h.continue;
    });
  },
};
