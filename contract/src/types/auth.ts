/** The signed-in person, as every screen reads them. */
export interface CurrentUser {
  id: number;
  name: string;
  isAdmin: boolean;
}

export interface LoginPayload {
  username: string;
  password: string;
}

/** A signed-in user changing their own password: the current one proves it is them. */
export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
}

/**
 * How long the signed-in person's session lasts, so the browser can warn before it ends: the idle
 * timeout (every call extends the session by it) and when the session ends if nothing else happens,
 * the earlier of the idle end and the absolute lifetime's end.
 */
export interface SessionTiming {
  idleSeconds: number;
  /** ISO 8601 in UTC. */
  expiresAt: string;
}
