export interface UserPermission {
  userId: number;
  eventId: number;
  hasAccess: boolean;
}

export type PermissionPayload = UserPermission;

/** Sets one event's access for every user at once (the "Enable/Disable All" buttons). */
export interface EventAccessPayload {
  hasAccess: boolean;
}
