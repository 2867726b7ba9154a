import type { Request } from '@hapi/hapi';
import proxyAddr from 'proxy-addr';

/**
 * The caller's address. Behind `hops` trusted proxies it is the right-most X-Forwarded-For entry
 * that none of them added; entries further left were written by the client and are never believed.
 */
export function clientAddress(request: Request, hops: number): string {
  if (hops === 0) return request.info.remoteAddress;
  return proxyAddr(request.raw.req, (_address, index) => index < hops);
}
