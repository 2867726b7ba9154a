import Hapi from '@hapi/hapi';
import { api } from '@vsp/contract';
import { createUser, startTestServer, to, type TestServer } from '../../test/server';
import { clientAddress, clientNetwork } from './client-address';

/** A bare server answering the address clientAddress() finds, for each number of trusted hops. */
async function echoServer(): Promise<Hapi.Server> {
  const server = Hapi.server();
  server.route({ method: 'GET', path: '/address/{hops}', handler: (request) => clientAddress(request, Number(request.params.hops)) });
  await server.initialize();
  return server;
}

describe('the client address', () => {
  let server: Hapi.Server;
  beforeAll(async () => {
    server = await echoServer();
  });
  afterAll(() => server.stop());

  const addressOf = async (hops: number, forwardedFor?: string) =>
    (await server.inject({ url: `/address/${hops}`, remoteAddress: '10.0.0.2', headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })).payload;

  it('is the TCP peer without trusted proxies, whatever X-Forwarded-For says', async () => {
    expect(await addressOf(0)).toBe('10.0.0.2');
    expect(await addressOf(0, '203.0.113.7')).toBe('10.0.0.2');
  });

  it('is the right-most X-Forwarded-For entry behind one proxy, never the left-most the client wrote', async () => {
    expect(await addressOf(1, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(1, '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(1, '1.2.3.4,5.6.7.8, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('skips the entries of each further trusted proxy', async () => {
    expect(await addressOf(2, '1.2.3.4, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
  });

  it('is the proxy itself when a trusted proxy forwarded no header', async () => {
    expect(await addressOf(1)).toBe('10.0.0.2');
  });
});

describe('the client a failed sign-in is counted against', () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientNetwork('::1')).toBe('::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('is what was written when that is no address', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});

describe('sign-in behind a trusted proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ trustProxyHops: 1, loginMaxFailures: 3 });
    await createUser(t.db, { username: 'eva' });
  });
  afterAll(() => t.close());

  const login = (password: string, forwardedFor: string) =>
    t.server.inject({ ...to(api.auth.login), payload: { username: 'eva', password }, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } });

  it('counts failures against the address the proxy saw, however the client varies the left-most entry', async () => {
    for (let i = 0; i < 3; i++) expect((await login('guess', `192.0.2.${i}, 203.0.113.7`)).statusCode).toBe(401);
    expect((await login('eva-password', '192.0.2.99, 203.0.113.7')).statusCode).toBe(429);
    expect((await login('eva-password', '203.0.113.8')).statusCode).toBe(200);
  });
});
