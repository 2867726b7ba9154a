import type { RouteOptionsAccess } from '@hapi/hapi';

/**
 * The auth option of every administrator route: hapi itself answers 401 when signed out and 403
 * without the admin scope, before any handler or validation runs, so a refused request changes nothing.
 */
export const ADMIN_ONLY: RouteOptionsAccess = { access: { scope: ['admin'] } };
