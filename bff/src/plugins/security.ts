import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';

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

/**
 * Cross-site request refusal and the Content-Security-Policy. Hapi's own headers (HSTS,
 * X-Frame-Options, nosniff, referrer) are switched on in the server's route defaults.
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

    server.ext('onRequest', (request: Request, h: ResponseToolkit) => {
      const origin: unknown = request.headers.origin;
      if (typeof origin !== 'string' || !MUTATING.has(request.method)) return h.continue;
      const sameHost = originOf(origin) !== undefined && new URL(origin).host === request.info.host;
      if (sameHost || trusted.has(origin)) return h.continue;
      throw Boom.forbidden('Cross-site request refused');
    });

    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
      const response = request.response;
      if (Boom.isBoom(response)) {
        response.output.headers['Content-Security-Policy'] = csp;
      } else {
        (response as ResponseObject).header('Content-Security-Policy', csp);
      }
      return h.continue;
    });
  },
};
