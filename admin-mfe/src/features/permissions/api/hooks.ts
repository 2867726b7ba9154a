import { useApi } from '@vsp/api-client';
import { api, USERS_PAGE_SIZE, type UserPermission, type UsersPage } from '@vsp/contract';
import { useState } from 'react';
import { useAdminUsersPage, type UsersPageQuery } from '../../../lib/api/useAdminUsersPage';

/** Where the Permissions tab stands: the search it ran and its first user row. */
export interface PermissionsView {
  q: string;
  offset: number;
}

export const FIRST_PERMISSIONS_VIEW: PermissionsView = { q: '', offset: 0 };

/** One page of the matrix: the view it answers, its page of users and the permission rows of exactly those users. */
export interface PermissionsPage {
  view: PermissionsView;
  users: UsersPage;
  permissions: readonly UserPermission[];
}

const NO_ROWS: readonly UserPermission[] = [];

/** The server's query for a view: a page of 50 users, found as the Users tab finds them, in id order. */
const permissionUsersQuery = (view: PermissionsView): UsersPageQuery => ({ q: view.q.trim() || undefined, limit: USERS_PAGE_SIZE, offset: view.offset });

/** The permission rows of the users on a page; with 2,000 users and 20 events, every row would be 40,000. */
const pagePermissionsQuery = (users: UsersPage) => ({ userIds: users.items.map((user) => user.id).join(',') });

/** The paths of a view's users and of their permission rows, which are their cache keys. */
export const permissionUsersPath = (view: PermissionsView) => api.users.adminList.path(permissionUsersQuery(view));
export const pagePermissionsPath = (users: UsersPage) => api.permissions.adminList.path(pagePermissionsQuery(users));

/**
 * A page of users with their permission rows, both read through the shared cache, so a permission
 * or user change refreshes them (the contract's invalidation map matches the keys with their query).
 * The rows are read once the users are known. Until a new page has both, the page shown before
 * stays, with the view it answers, so a click on Next neither blanks the matrix nor shows the new
 * users with the old rows.
 */
export function usePermissionsPage(view: PermissionsView) {
  const users = useAdminUsersPage(permissionUsersQuery(view));
  const hasUsers = (users.data?.items.length ?? 0) > 0;
  const permissions = useApi(api.permissions.adminList, users.data && hasUsers ? pagePermissionsQuery(users.data) : null);

  const rows = hasUsers ? permissions.data : NO_ROWS;
  const current = users.data && rows ? { view, users: users.data, permissions: rows } : undefined;
  const [shown, setShown] = useState<PermissionsPage>();
  if (current && (current.view !== shown?.view || current.users !== shown?.users || current.permissions !== shown?.permissions)) setShown(current);

  return {
    page: current ?? shown,
    loading: !current,
    error: users.error ?? permissions.error,
    retry: () => void (users.error ? users.mutate() : permissions.mutate()),
  };
}
