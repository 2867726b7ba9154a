import type { Plugin } from '@hapi/hapi';
import HapiPino from 'hapi-pino';

export interface LoggingOptions {
  level: string;
}

/** JSON request logs with hapi's request id; secrets never reach the log. */
export const loggingPlugin: Plugin<LoggingOptions> = {
  name: 'logging',
  async register(server, options) {
    await server.register({
      plugin: HapiPino,
      options: {
        level: options.level,
        redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        ignorePaths: ['/healthz', '/readyz'],
        logPayload: false,
        logRouteTags: false,
        // A browser that drops its connection (ECONNRESET) is routine, not a server error. The plugin
        // reads an object here although its type declaration says an array.
        ignoredEventTags: { log: ['client'] } as unknown as object[],
      },
    });
  },
};
