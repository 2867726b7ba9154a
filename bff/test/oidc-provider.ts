import { createPrivateKey, generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the provider: the claims it tells about them. */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  name?: string;
  groups?: string[];
}

export interface TestProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Everyone the provider knows, by subject. */
  accounts: Record<string, ProviderAccount>;
}

/** The claims of an ID token as the provider signed it, to re-sign changed (an expiry in the past) or with another key. */
export type IdTokenRewrite = (claims: Record<string, unknown>, sign: (claims: Record<string, unknown>, key?: 'provider' | 'stranger') => string) => string;

export interface TestProvider {
  /** The issuer: the address every party uses (the front door below). */
  issuer: string;
  /** Signs `accountId` in at the provider's own login page from an authorization URL, as a browser does; answers the redirect back to the portal. */
  signIn(authorizationUrl: string, accountId: string): Promise<string>;
  /** From now on, the ID tokens the token endpoint answers are replaced by what `rewrite` makes of them (undefined: as issued). */
  rewriteIdTokens(rewrite: IdTokenRewrite | undefined): void;
  close(): Promise<void>;
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * A real OpenID provider (oidc-provider) on a free local port, with its own development login page
 * (any password signs in the account named), signing with a key made here. A small front door
 * before it passes every request through, and can replace the ID tokens the token endpoint answers,
 * so a test can hand the portal a token that is expired or signed with a stranger's key.
 */
export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const makeKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JsonWebKey;
  const keys = { provider: { ...makeKey(), kid: 'provider', alg: 'RS256', use: 'sig' }, stranger: { ...makeKey(), kid: 'provider', alg: 'RS256', use: 'sig' } };
  const signWith = (claims: Record<string, unknown>, key: 'provider' | 'stranger' = 'provider') => {
    const input = `${base64url({ alg: 'RS256', typ: 'JWT', kid: 'provider' })}.${base64url(claims)}`;
    return `${input}.${sign('sha256', Buffer.from(input), createPrivateKey({ key: keys[key], format: 'jwk' })).toString('base64url')}`;
  };

  const front = http.createServer();
  const issuer = await listen(front);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [keys.provider] },
    cookies: { keys: ['test provider cookie key'] },
    scopes: ['openid', 'profile', 'email', 'groups'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'], groups: ['groups'] },
    // The profile, e-mail and groups in the ID token too, as most providers send them.
    conformIdTokenClaims: false,
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const account = options.accounts[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    // The portal is the organisation's own application: no consent screen, as providers set up first-party clients.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid profile email groups');
      await grant.save();
      return grant;
    },
  });
  // Behind the front door, as behind a proxy: the addresses it writes are the front door's.
  provider.proxy = true;
  const backend = http.createServer(provider.callback());
  const target = await listen(backend);

  let rewrite: IdTokenRewrite | undefined;
  front.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const headers = {
        ...Object.fromEntries(Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
        'x-forwarded-host': new URL(issuer).host,
        'x-forwarded-proto': 'http',
      };
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (rewrite && request.url === '/token' && answer.ok) {
        const tokens = JSON.parse(body.toString()) as { id_token: string };
        tokens.id_token = rewrite(JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString()), signWith);
        body = Buffer.from(JSON.stringify(tokens));
      }
      const out = new Headers(answer.headers);
      out.delete('content-length');
      out.delete('content-encoding');
      out.delete('set-cookie');
      response.writeHead(answer.status, { ...Object.fromEntries(out), 'set-cookie': answer.headers.getSetCookie() });
      response.end(body);
    });
  });

  return {
    issuer,
    rewriteIdTokens: (next) => {
      rewrite = next;
    },
    async signIn(authorizationUrl, accountId) {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      let form: URLSearchParams | undefined;
      for (let step = 0; step < 10; step += 1) {
        const answer = await fetch(url, {
          method: form ? 'POST' : 'GET',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
          body: form,
          redirect: 'manual',
        });
        for (const line of answer.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = answer.headers.get('location');
        if (location) {
          url = new URL(location, url).href;
          form = undefined;
          if (url.startsWith(options.redirectUri)) return url;
          continue;
        }
        // The provider's login page: its form names where it posts and which prompt it answers.
        const page = await answer.text();
        const action = /action="([^"]+)"/.exec(page)?.[1];
        const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
        if (!action || !prompt) throw new Error(`The provider answered ${answer.status} without a form: ${page.slice(0, 500)}`);
        url = new URL(action.replace(/&amp;/g, '&'), url).href;
        form = new URLSearchParams({ prompt, login: accountId, password: 'any password' });
      }
      throw new Error('The provider never sent the browser back');
    },
    async close() {
      await closeServer(front);
      await closeServer(backend);
    },
  };
}
