import fs from 'node:fs';
import path from 'node:path';
import Boom from '@hapi/boom';
import Inert from '@hapi/inert';
import type { Plugin, Request, ResponseToolkit, RouteOptions } from '@hapi/hapi';
import { API_PREFIX } from '@vsp/contract';

export interface StaticOptions {
  shell: string;
  evaluator: string;
  admin: string;
}

// Built files carry a content hash in their names, so they can be cached for good; the rest is revalidated.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g|gif|webp)$/;

function cacheHeaders(request: Request, h: ResponseToolkit) {
  const response = request.response;
  if (!Boom.isBoom(response) && request.path.match(HASHED)) {
    response.header('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (!Boom.isBoom(response) && request.method === 'get' && !request.path.startsWith(API_PREFIX)) {
    response.header('Cache-Control', 'no-cache');
  }
  return h.continue;
}

function directory(dir: string, options: Partial<RouteOptions> = {}, index = false) {
  return {
    method: 'GET' as const,
    options: { auth: false as const, ...options },
    handler: { directory: { path: dir, index, redirectToSlash: false } },
  };
}

/**
 * Serves the built frontends on the BFF's origin: remotes under /remotes/…, the shell at the root,
 * and the shell's index.html for any other GET outside /api so client routes survive a reload.
 * The admin remote is served to administrators only.
 */
export const staticPlugin: Plugin<StaticOptions> = {
  name: 'static',
  async register(server, options) {
    await server.register(Inert);
    if (fs.existsSync(options.evaluator)) {
      server.route({ path: '/remotes/evaluator/{file*}', ...directory(options.evaluator) });
    }
    if (fs.existsSync(options.admin)) {
      server.route({
        path: '/remotes/admin/{file*}',
        ...directory(options.admin, { auth: { strategy: 'session', scope: 'admin' } }),
      });
    }
    const index = path.join(options.shell, 'index.html');
    if (!fs.existsSync(index)) return;

    server.route({ path: '/{file*}', ...directory(options.shell, {}, true) });
    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
      const response = request.response;
      const isPageRequest =
        request.method === 'get' &&
        request.route.path === '/{file*}' &&
        Boom.isBoom(response) &&
        // 403 is inert's answer for a folder without an index.
        [403, 404].includes(response.output.statusCode) &&
        !request.path.startsWith(API_PREFIX) &&
        !path.extname(request.path);
      if (isPageRequest) return h.file(index, { confine: false }).header('Cache-Control', 'no-cache');
      return cacheHeaders(request, h);
    });
  },
};
