import type { RequestRoute, RouteOptionsAccess } from '@hapi/hapi';

/**
 * The auth option of every administrator route: hapi itself answers 401 when signed out and 403
 * without the admin scope, before any handler or validation runs, so a refused request changes nothing.
 */
export const ADMIN_ONLY: RouteOptionsAccess = { access: { scope: ['admin'] } };

/** Whether a request's route is an administrator route (one that carries ADMIN_ONLY). */
export function isAdminRoute(route: RequestRoute): boolean {
  const auth = route.settings.auth;
  return !!auth && !!auth.access?.some((access) => access.scope && access.scope.selection?.includes('admin'));
}
