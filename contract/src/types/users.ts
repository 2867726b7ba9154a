import type { ItemsPage } from './common';

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
  /** Created by single sign-on: signs in through the organisation's provider only, and has no password to set. */
  sso: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The fields the Users tab sorts on, a leading "-" for descending: `sort=-name`. */
export const USER_SORT_FIELDS = ['username', 'name', 'email', 'level', 'role', 'functionalArea', 'isAdmin', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** GET /api/admin/users with any of these answers one page `{ items, total }` instead of the plain list. */
export interface UsersQuery {
  /** Part of the username, name or e-mail address, ignoring case. */
  q?: string;
  sort?: UserSortField | `-${UserSortField}`;
  /** 50 unless given, at most 200. */
  limit?: number;
  offset?: number;
}

/** What GET /api/admin/users answers when its query has a search, a sort or paging. */
export type UsersPage = ItemsPage<AdminUser>;

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
