export interface UserPermission {
  userId: number;
  eventId: number;
  hasAccess: boolean;
}

export type PermissionPayload = UserPermission;

/**
 * GET /api/admin/user-permissions with `userIds` answers only those users' rows (the Permissions
 * tab's page of users) instead of every row.
 */
export interface PermissionsQuery {
  /** User ids joined by commas, at most USERS_PAGE_MAX (the largest page of users); the BFF also takes the key repeated. */
  userIds?: string;
}

/** Sets one event's access for every user at once (the "Enable/Disable All" buttons). */
export interface EventAccessPayload {
  hasAccess: boolean;
}
