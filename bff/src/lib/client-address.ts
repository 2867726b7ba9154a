import type { Request } from '@hapi/hapi';

/** The caller's address; behind a trusted proxy, the first X-Forwarded-For entry. */
export function clientAddress(request: Request, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim()) {
    return forwarded.split(',')[0].trim();
  }
  return request.info.remoteAddress;
}
