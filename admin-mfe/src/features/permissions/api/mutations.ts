import type { UpdatedCount, UserPermission } from '@vsp/bff/api-types';
import { send } from '@vsp/api-client';
import { adminKeys, ANALYSIS_KEYS } from '../../../lib/keys';

/** Access decides who the analyses count, and the signed-in admin's own event cards. */
export const PERMISSION_STALE_KEYS = [adminKeys.permissions, ...ANALYSIS_KEYS, '/api/user/permissions'];

export const savePermission = (permission: UserPermission) => send<UserPermission>('POST', adminKeys.permissions, permission);

/** One request for every user of the event (the BFF's bulk route), whatever the number of users. */
export const setEventAccess = (eventId: number, hasAccess: boolean) =>
  send<UpdatedCount>('PUT', `${adminKeys.permissions}/events/${eventId}`, { hasAccess });
