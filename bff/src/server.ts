import Hapi, { type Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from './config';
import { DEFAULT_BODY_MAX_BYTES } from './lib/body-limits';
import { failAction } from './lib/validation';
import { domainModules } from './modules';
import { changesPlugin } from './plugins/changes';
import { errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { loggingPlugin } from './plugins/logging';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticPlugin } from './plugins/static';

export interface ServerDependencies {
  config: Config;
  db: Knex;
  /** The process's JSON logger; by default one is made at the configured level. */
  logger?: Logger;
}

/** Builds the whole server without listening, so tests can drive it with server.inject. */
export async function createServer({ config, db, logger }: ServerDependencies): Promise<Server> {
  const server = Hapi.server({
    host: config.host,
    port: config.port,
    debug: false,
    router: { stripTrailingSlash: true },
    routes: {
      security: {
        hsts: { maxAge: 31_536_000, includeSubDomains: true },
        xframe: 'deny',
        xss: 'disabled',
        noOpen: true,
        noSniff: true,
        referrer: 'strict-origin-when-cross-origin',
      },
      validate: { failAction },
      payload: { allow: 'application/json', maxBytes: DEFAULT_BODY_MAX_BYTES },
    },
    // Cookies the server does not define belong to other apps on the domain: one that breaks the
    // cookie syntax is skipped, never a reason to refuse the request.
    state: { ignoreErrors: true },
  });
  server.app.config = config;
  server.app.db = db;

  await server.register({ plugin: loggingPlugin, options: { level: config.logLevel, logger } });
  await server.register(errorsPlugin);
  await server.register({
    plugin: securityPlugin,
    options: { allowedOrigins: config.allowedOrigins, remoteUrls: [config.evaluatorRemoteUrl, config.adminRemoteUrl] },
  });
  await server.register(healthPlugin);
  await server.register(changesPlugin);
  await server.register(sessionPlugin);
  await server.register(domainModules);
  await server.register(openapiPlugin);
  await server.register({ plugin: staticPlugin, options: config.web });
  return server;
}
