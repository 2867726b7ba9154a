import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

/*
 * The site's logo for the PDF documents (the evaluation report and the debriefs). The logo is an
 * address an administrator typed, which may point anywhere: the server fetching it could be made to
 * call addresses inside its own network (server-side request forgery). So the address must resolve
 * to public addresses only (unless the operator allows the private network, for a logo on an
 * intranet), the request goes to the address that was checked (a second lookup could answer another,
 * DNS rebinding), redirects are not followed, and it must answer a PNG or JPEG (what PDF documents
 * embed) of at most 2 MB within 5 seconds. Anything else leaves the logo out: the documents carry the
 * site's name in any case.
 */

const TIMEOUT_MS = 5_000;
const MAX_BYTES = 2 * 1024 * 1024;

export interface LogoOptions {
  /** Allows addresses of the private network, loopback included (REPORT_LOGO_FROM_PRIVATE_NETWORK). */
  privateNetwork: boolean;
}

const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** The address to call: the host's first address, when every address it has may be called. */
async function checkedAddress(host: string, options: LogoOptions): Promise<LookupAddress | null> {
  const addresses = await dns.lookup(host, { all: true });
  const allowed = (address: string) => options.privateNetwork || ipaddr.process(address).range() === 'unicast';
  return addresses.length > 0 && addresses.every((entry) => allowed(entry.address)) ? addresses[0] : null;
}

/** The bytes of a GET of `url` sent to `address`, or null for any answer but a 200 within the limits. */
function download(url: URL, address: LookupAddress): Promise<Buffer | null> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.get(
      url,
      {
        timeout: TIMEOUT_MS,
        // The request goes to the address checked above, whatever the name resolves to now.
        lookup: (_host, lookupOptions, callback) =>
          lookupOptions.all ? callback(null, [address]) : callback(null, address.address, address.family),
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(null);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) request.destroy();
          else chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', () => resolve(null));
        response.on('close', () => resolve(size > MAX_BYTES ? null : Buffer.concat(chunks)));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** The site's logo as a PNG or JPEG to embed, or null when there is none that may be fetched. */
export async function fetchSiteLogo(logoUrl: string | null, options: LogoOptions): Promise<Buffer | null> {
  if (!logoUrl) return null;
  let url: URL;
  try {
    url = new URL(logoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  try {
    const address = await checkedAddress(url.hostname.replace(/^\[|\]$/g, ''), options);
    const bytes = address && (await download(url, address));
    return bytes && (isPng(bytes) || isJpeg(bytes)) ? bytes : null;
  } catch {
    return null;
  }
}
