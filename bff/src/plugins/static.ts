import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Boom from '@hapi/boom';
import Inert from '@hapi/inert';
import type { Plugin, Request, ResponseToolkit, RouteOptions } from '@hapi/hapi';
import { API_PREFIX } from '@vsp/contract';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session';
import { signedInHints, type SignedInHints } from './static-hints';

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

// No built file has a longer name than these, and the filesystem refuses longer ones (255 bytes a name).
const MAX_NAME_BYTES = 255;
const MAX_PATH_CHARACTERS = 1024;
// Control characters (NUL above all) and `..` segments never name a built file.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MALFORMED_NAME = /[\u0000-\u001f\u007f]|(^|\/)\.\.(\/|$)/;
// Source maps would publish the frontends' source; a build left over from development may still hold them.
const SOURCE_MAP = /\.map$/i;

/**
 * Why a requested file name cannot be served, before the filesystem sees it: over-long names answer
 * 414 and malformed ones 404, and neither falls back to the shell, since no client route looks like them.
 */
function refusedName(file: unknown): Boom.Boom | undefined {
  if (typeof file !== 'string' || file === '') return undefined;
  if (file.length > MAX_PATH_CHARACTERS || file.split('/').some((name) => Buffer.byteLength(name) > MAX_NAME_BYTES)) {
    return Boom.uriTooLong();
  }
  return MALFORMED_NAME.test(file) || SOURCE_MAP.test(file) ? Boom.notFound() : undefined;
}

// What the filesystem says about a name it cannot hold (too long, invalid, a symlink loop) means the file is not there.
const NAME_ERRORS = new Set(['ENAMETOOLONG', 'EINVAL', 'ELOOP', 'EILSEQ']);

function isNameError(request: Request): boolean {
  const response = request.response;
  return (
    request.route.realm.plugin === 'static' && Boom.isBoom(response) && NAME_ERRORS.has((response as Boom.Boom & { code?: string }).code ?? '')
  );
}

// The builds write a gzip and a brotli copy beside each text file (rspack.common.ts): served as they are.
const PRECOMPRESSED = { lookupCompressed: true, lookupMap: { gzip: '.gz', br: '.br' } };

function directory(dir: string, options: Partial<RouteOptions> = {}) {
  return {
    method: 'GET' as const,
    options: { auth: false as const, ...options },
    handler: {
      directory: { path: (request: Request) => refusedName(request.params.file) ?? dir, index: false, redirectToSlash: false, ...PRECOMPRESSED },
    },
  };
}

/** Whether the browser sent a session cookie: a hint only, the session itself is checked by the API. */
function carriesSession(request: Request): boolean {
  return request.state[SESSION_COOKIE] !== undefined || request.state[SECURE_SESSION_COOKIE] !== undefined;
}

/**
 * The shell's page, revalidated on every visit. To someone who seems signed in it adds the hints for
 * their first screen; a stale cookie costs only a few downloads the sign-in page does not use.
 */
function shellPage(request: Request, h: ResponseToolkit, index: string, hints: SignedInHints) {
  const response = h.file(index, { confine: false, ...PRECOMPRESSED }).header('Cache-Control', 'no-cache');
  const links = carriesSession(request) ? hints.forPath(request.path) : undefined;
  return links ? response.header('Link', links) : response;
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
    // Browsers offer brotli over https only; hapi knows gzip and deflate, so it learns brotli here to
    // pick the built .br copies. Other answers it compresses on the fly take a quality that costs about
    // what gzip does, not the slow maximum the built copies were made with.
    server.encoder('br', () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }));
    // Runs before the errors plugin, which would otherwise turn the filesystem's refusal into a 500.
    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => (isNameError(request) ? Boom.notFound() : h.continue), {
      before: ['errors'],
    });
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

    const hints = signedInHints(options.shell, { dir: options.evaluator, url: server.app.config.evaluatorRemoteUrl });
    const page = (request: Request, h: ResponseToolkit) => shellPage(request, h, index, hints);

    server.route({ method: 'GET', path: '/', options: { auth: false }, handler: page });
    server.route({ path: '/{file*}', ...directory(options.shell) });
    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
      const response = request.response;
      const isPageRequest =
        request.method === 'get' &&
        request.route.path === '/{file*}' &&
        Boom.isBoom(response) &&
        // 403 is inert's answer for a folder without an index.
        [403, 404].includes(response.output.statusCode) &&
        !request.path.startsWith(API_PREFIX) &&
        !path.extname(request.path) &&
        !refusedName(request.params.file);
      if (isPageRequest) return page(request, h);
      return cacheHeaders(request, h);
    });
  },
};
