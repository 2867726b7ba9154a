import Hapi, { type Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import type { Config } from './config';
import { failAction } from './lib/validation';
import { domainModules } from './modules';
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
}

/** Builds the whole server without listening, so tests can drive it with server.inject. */
export async function createServer({ config, db }: ServerDependencies): Promise<Server> {
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
      payload: { allow: 'application/json', maxBytes: 10 * 1024 * 1024 },
    },
  });
  server.app.config = config;
  server.app.db = db;

  await server.register({ plugin: loggingPlugin, options: { level: config.logLevel } });
  await server.register(errorsPlugin);
  await server.register({
    plugin: securityPlugin,
    options: { allowedOrigins: config.allowedOrigins, remoteUrls: [config.evaluatorRemoteUrl, config.adminRemoteUrl] },
  });
  await server.register(healthPlugin);
  await server.register(sessionPlugin);
  await server.register(domainModules);
  await server.register(openapiPlugin);
  await server.register({ plugin: staticPlugin, options: config.web });
  return server;
}
