import type { RouteOptions } from '@hapi/hapi';

/**
 * The option of a route that an API token may not call (403), though its owner may: signing out,
 * the session's timing, the account's password and second factor, and making or revoking tokens. A
 * token is an integration's access to the portal's data; it never becomes a browser session, changes
 * how its owner signs in, or makes more tokens that would outlive its own revocation.
 */
export const SESSION_ONLY: Pick<RouteOptions, 'app'> = { app: { sessionOnly: true } };

/**
 * The option of the routes open while an administrator must still set up a second factor
 * (MFA_REQUIRED_FOR_ADMINS): signing in and who is signed in. Every other route answers 403 until it is on.
 */
export const BEFORE_SECOND_FACTOR: Pick<RouteOptions, 'app'> = { app: { beforeSecondFactor: true } };

/** Both: the second factor's own setup and the session itself, which need a session and come first. */
export const SECOND_FACTOR_SETUP: Pick<RouteOptions, 'app'> = { app: { sessionOnly: true, beforeSecondFactor: true } };
