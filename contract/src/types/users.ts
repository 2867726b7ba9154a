/** A user as administrators see it; the password hash is never part of any answer. */
export interface AdminUser {
  id: number;
  username: string;
  name: string;
  email: string | null;
  level: string | null;
  role: string | null;
  functionalArea: string | null;
  isAdmin: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST and PUT /api/admin/users; on PUT an empty or absent password keeps the current one. */
export interface UserPayload {
  username: string;
  password?: string | null;
  name: string;
  email?: string | null;
  level?: string | null;
  role?: string | null;
  functionalArea?: string | null;
  isAdmin?: boolean;
}

/** One row of a bulk upload: the columns of the CSV template. */
export interface BulkUserRow {
  username: string;
  password: string;
  name: string;
  email?: string | null;
  level?: string | null;
  role?: string | null;
  functionalArea?: string | null;
}

export interface BulkUsersPayload {
  users: BulkUserRow[];
}

export interface BulkUserError {
  /** 1-based position of the row in the submitted list. */
  row: number;
  username: string | null;
  message: string;
}

export interface BulkUsersResult {
  created: number;
  errors: BulkUserError[];
}
