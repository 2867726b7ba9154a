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

/** Secrets a request carries never reach the log. */
const REDACT = ['req.headers.cookie', 'req.headers.authorization'];

/** The JSON logger of the process: one line per message, on stdout unless a destination is given. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino({ level, redact: REDACT }, destination) : pino({ level, redact: REDACT });
}

/**
 * One line per API request, with hapi's request id, the caller's address and, once signed in, the
 * user id. Static files and health checks are routine traffic and are not logged at info level
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
          req: request,
          clientAddress: clientAddress(request, request.server.app.config.trustProxyHops),
        }),
        serializers: { res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
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
      if (user) request.logger = request.logger.child({ userId: user.id });
      return h.continue;
    });
  },
};
