import { hasAccess, type UserPermission } from '@vsp/contract';

export const cellKey = (userId: number, eventId: number) => `${userId}:${eventId}`;

/** Whether each user may open each event, by the contract's rule: no permission record means access. */
export function accessLookup(permissions: readonly UserPermission[]): (userId: number, eventId: number) => boolean {
  const records = new Map(permissions.map((permission) => [cellKey(permission.userId, permission.eventId), permission]));
  return (userId, eventId) => hasAccess(records.get(cellKey(userId, eventId)));
}
