import { USER_SORT_FIELDS, USERS_PAGE_SIZE, type UserSortField } from '@vsp/contract';
import type { SortState } from '@vsp/design-system';
import type { UsersPageQuery } from '../../../lib/api/useAdminUsersPage';

/** Where the Users tab stands: the search it ran, the column it sorts on, and its first row. */
export interface UsersView {
  q: string;
  sort?: SortState;
  offset: number;
}

export const FIRST_USERS_VIEW: UsersView = { q: '', offset: 0 };

const isSortField = (key: string): key is UserSortField => (USER_SORT_FIELDS as readonly string[]).includes(key);

/** The server's query for a view: a page of 50, sorted as the view says (by id until a column is picked). */
export function usersQuery(view: UsersView): UsersPageQuery {
  const field = view.sort && isSortField(view.sort.key) ? view.sort.key : undefined;
  return {
    q: view.q.trim() || undefined,
    sort: field && (view.sort?.direction === 'desc' ? `-${field}` : field),
    limit: USERS_PAGE_SIZE,
    offset: view.offset,
  };
}
