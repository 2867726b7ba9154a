import * as client from 'openid-client';
import type { OidcConfig } from '../../config';

/** Loopback addresses, where a provider on plain http is a developer's or a test's, never another machine's. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The provider's settings, discovered from `{issuer}/.well-known/openid-configuration` on the first
 * single sign-on and kept while the process runs; a failed discovery is tried again by the next one.
 * ID tokens are checked against the provider's published keys (openid-client checks a token's
 * signature only when asked to: enableNonRepudiationChecks). Plain http is accepted only from a
 * loopback address.
 */
export class ProviderSettings {
  private discovered: Promise<client.Configuration> | undefined;

  constructor(private readonly oidc: OidcConfig) {}

  get(): Promise<client.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = undefined;
      throw error;
    });
    return this.discovered;
  }

  private discover(): Promise<client.Configuration> {
    const issuer = new URL(this.oidc.issuer);
    const execute = [client.enableNonRepudiationChecks];
    if (issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)) execute.push(client.allowInsecureRequests);
    const authentication = this.oidc.clientSecret ? client.ClientSecretBasic(this.oidc.clientSecret) : client.None();
    return client.discovery(issuer, this.oidc.clientId, undefined, authentication, { execute });
  }
}
