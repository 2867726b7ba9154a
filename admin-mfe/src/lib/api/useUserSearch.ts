import { api } from '@vsp/contract';
import { useAdminUsersPage, type UsersPageQuery } from './useAdminUsersPage';

/** How many matches the user picker lists; typing more of a name narrows them. */
export const USER_PICKER_LIMIT = 20;

/** The server's search for what was typed: by username, name or e-mail address, ignoring case, sorted by name. */
const userSearchQuery = (text: string): UsersPageQuery => ({ q: text.trim() || undefined, sort: 'name', limit: USER_PICKER_LIMIT });

/** The path of the search for `text`, which is its cache key. */
export const userSearchPath = (text: string) => api.users.adminList.path(userSearchQuery(text));

/** Users matching `text`, or no read while it is null; the matches shown stay until the next search answers. */
export const useUserSearch = (text: string | null) => useAdminUsersPage(text === null ? null : userSearchQuery(text), { keepPreviousData: true });
