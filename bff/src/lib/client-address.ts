import type { Request } from '@hapi/hapi';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/**
 * The caller's address. Behind `hops` trusted proxies it is the right-most X-Forwarded-For entry
 * that none of them added; entries further left were written by the client and are never believed.
 */
export function clientAddress(request: Request, hops: number): string {
  if (hops === 0) return request.info.remoteAddress;
  return proxyAddr(request.raw.req, (_address, index) => index < hops);
}

/**
 * The client a failed sign-in is counted against. An IPv4 address is one client. An IPv6 client
 * is usually given a whole /64 (the smallest subnet a network hands out), millions of addresses it
 * may rotate through freely, so it is counted per /64, written as that network ("2001:db8:1:2::/64").
 * An IPv4 address written as IPv6 (::ffff:192.0.2.7) is the IPv4 client. Anything that is no address
 * is counted as it is written.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const { parts } = parsed as ipaddr.IPv6;
  return `${new ipaddr.IPv6([...parts.slice(0, 4), 0, 0, 0, 0]).toRFC5952String()}/64`;
}
