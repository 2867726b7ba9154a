import type { RouteOptions } from '@hapi/hapi';

/**
 * The option of a route that an API token may not call (403), though its owner may: signing out,
 * the session's timing, the account's password and second factor, and making or revoking tokens. A
 * token is an integration's access to the portal's data; it never becomes a browser session, changes
 * how its owner signs in, or makes more tokens that would outlive its own revocation.
 */
export const SESSION_ONLY: Pick<RouteOptions, 'app'> = { app: { sessionOnly: true } };
