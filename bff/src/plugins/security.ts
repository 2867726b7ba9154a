import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { API_PREFIX } from '@vsp/contract';
import { bearerToken } from '../lib/api-token';

const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

export interface SecurityOptions {
  allowedOrigins: string[];
  /** Absolute remote URLs whose origins may serve scripts to the page. */
  remoteUrls: string[];
}

function isApiPath(path: string): boolean {
  return path === API_PREFIX.slice(0, -1) || path.startsWith(API_PREFIX);
}

/**
 * Cross-site request refusal, the Content-Security-Policy and the API's caching rule. Hapi's own
 * headers (HSTS, X-Frame-Options, nosniff, referrer) are switched on in the server's route defaults.
 */
export const securityPlugin: Plugin<SecurityOptions> = {
  name: 'security',
  register(server, options) {
    const trusted = new Set(options.allowedOrigins.map((o) => originOf(o) ?? o));
    const remoteOrigins = options.remoteUrls.map(originOf).filter((o): o is string => Boolean(o));
    const sources = ["'self'", ...remoteOrigins].join(' ');
    const csp = [
      "default-src 'self'",
      `script-src ${sources}`,
      `connect-src ${sources}`,
      // styled-components injects <style> elements at runtime.
      `style-src ${sources} 'unsafe-inline'`,
      "img-src 'self' https: data:",
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');

    // A request with an API token is refused nothing here: a browser never sends a token by itself (a
    // page of another site cannot set the header without the API allowing it), and such a request
    // reads no cookie, so another site's page cannot make it on a signed-in person's behalf.
    server.ext('onRequest', (request: Request, h: ResponseToolkit) => {
      const origin: unknown = request.headers.origin;
      if (typeof origin !== 'string' || !MUTATING.has(request.method) || bearerToken(request) !== undefined) return h.continue;
      const sameHost = originOf(origin) !== undefined && new URL(origin).host === request.info.host;
      if (sameHost || trusted.has(origin)) return h.continue;
      throw Boom.forbidden('Cross-site request refused');
    });

    // Every answer carries the policy, so no HTML page is ever served without it. API answers hold one
    // user's data, so neither the browser nor a shared proxy may keep a copy, errors included.
    // It runs after the plugins that replace an answer (the static files' client-route fallback, the
    // error mapping), so it sees the answer that is actually sent.
    server.ext(
      'onPreResponse',
      (request: Request, h: ResponseToolkit) => {
        const response = request.response;
        // Lower case, as hapi names the headers it adds itself, so an error's own caching header is replaced.
        const headers: Record<string, string> = { 'content-security-policy': csp };
        if (isApiPath(request.path)) headers['cache-control'] = 'no-store';
        for (const [name, value] of Object.entries(headers)) {
          if (Boom.isBoom(response)) {
            response.output.headers[name] = value;
          } else {
            (response as ResponseObject).header(name, value);
          }
        }
        return h.continue;
      },
      { after: ['static', 'errors'] },
    );
  },
};
