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
