import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from '../../test/png';
import { fetchSiteLogo } from './site-logo';

let server: http.Server;
let base: string;

/** A web server on this machine: /logo.png a PNG, /page.html a page, /big.png 3 MB, /moved a redirect to the PNG, anything else 404. */
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/logo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (request.url === '/page.html') response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a logo</p>');
    else if (request.url === '/big.png') response.writeHead(200).end(Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]));
    else if (request.url === '/moved') response.writeHead(302, { location: '/logo.png' }).end();
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const allowed = { privateNetwork: true };

it('fetches a PNG logo from the private network only when the operator allows it', async () => {
  expect(await fetchSiteLogo(`${base}/logo.png`, { privateNetwork: false })).toBeNull();
  expect(await fetchSiteLogo(`${base}/logo.png`, allowed)).toEqual(PNG);
  // A name that resolves to this machine is the same address.
  expect(await fetchSiteLogo(`${base.replace('127.0.0.1', 'localhost')}/logo.png`, { privateNetwork: false })).toBeNull();
});

it.each([
  ['a page that is no image', '/page.html'],
  ['a file over 2 MB', '/big.png'],
  ['a redirect, which is not followed', '/moved'],
  ['a missing file', '/missing.png'],
])('leaves out %s', async (_what, file) => {
  expect(await fetchSiteLogo(`${base}${file}`, allowed)).toBeNull();
});

it.each([null, '', 'not a url', 'file:///etc/passwd', 'ftp://example.org/logo.png'])('leaves out the address %p', async (address) => {
  expect(await fetchSiteLogo(address, allowed)).toBeNull();
});
