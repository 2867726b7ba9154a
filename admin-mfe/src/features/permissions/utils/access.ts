import type { UserPermission } from '@vsp/bff/api-types';

/** Spec 6: a user has access unless a record for the pair says otherwise; no record means on. */
export function accessLookup(permissions: readonly UserPermission[]): (userId: number, eventId: number) => boolean {
  const records = new Map(permissions.map((permission) => [`${permission.userId}:${permission.eventId}`, permission.hasAccess]));
  return (userId, eventId) => records.get(`${userId}:${eventId}`) ?? true;
}

export const cellKey = (userId: number, eventId: number) => `${userId}:${eventId}`;
