import { useApi } from '@vsp/api-client';
import { api, USERS_PAGE_SIZE, type UserPermission, type UsersPage } from '@vsp/contract';
import useSWR from 'swr';

// Every read is keyed by its contract path; the shell's SWRConfig supplies the fetcher, with credentials and the cache rules.

export const useAdminEvents = () => useApi(api.events.adminList);
export const useAdminVendors = () => useApi(api.vendors.adminList);
export const useAdminQuestions = () => useApi(api.questions.adminList);
// No query string: the BFF's default page is the rows the Scores tab shows.
export const useAdminScores = () => useApi(api.scores.adminList);
export const useAdminContent = () => useApi(api.content.adminList);
export const useAdminSiteConfig = () => useApi(api.site.adminConfig);
export const useAdminEventVendorInfo = () => useApi(api.eventVendorInfo.list);
/** Whether the server sends mail: the reminder controls and templates show only when it does. */
export const useMailSettings = () => useApi(api.reminders.mailSettings);

/** How many matches the user picker lists; typing more of a name narrows them. */
export const USER_PICKER_LIMIT = 20;

/** The server's search for what was typed: by username, name or e-mail address, ignoring case, sorted by name. */
export const userSearchPath = (text: string) => api.users.adminList.path({ q: text.trim() || undefined, sort: 'name', limit: USER_PICKER_LIMIT });

/** Users matching `text`, or no read while it is null; the matches shown stay until the next search answers. */
export const useUserSearch = (text: string | null) => useSWR<UsersPage, Error>(text === null ? null : userSearchPath(text), { keepPreviousData: true });

/**
 * The first page of users, which the Users and Permissions tabs open on, and the permission rows
 * of exactly those users: the panel loads users and permissions a page at a time, since with
 * thousands of users the whole lists would be megabytes the first screen never shows.
 */
function useFirstUsersPage() {
  // With a page asked for, the list answers { items, total } instead of every user.
  const users = useSWR<UsersPage, Error>(api.users.adminList.path({ limit: USERS_PAGE_SIZE, offset: 0 }));
  const userIds = users.data?.items.map((user) => user.id).join(',');
  // A user added or removed changes the page's ids and so this key; the rows shown so far stay
  // until the new ones are in, so the panel never falls back to its skeleton under an open tab.
  const permissions = useSWR<UserPermission[], Error>(userIds ? api.permissions.adminList.path({ userIds }) : null, { keepPreviousData: true });
  // No page of users yet (or none to read): nothing to wait for on the permission side.
  return userIds ? [users, permissions] : [users];
}

/**
 * Loads every admin list at once, behind one skeleton, and keeps them mounted while the panel is
 * open, so a change made in one tab reaches the lists that the other tabs show. Users and their
 * permission rows come as their first page; searches and further pages are read by their tabs.
 */
export function useAdminData(): { loading: boolean } {
  const queries = [
    ...useFirstUsersPage(),
    useAdminEvents(),
    useAdminVendors(),
    useAdminQuestions(),
    useAdminScores(),
    useAdminContent(),
    useAdminSiteConfig(),
    useAdminEventVendorInfo(),
  ];
  // Loading is the first read of each list: a later read keeps what it had on screen meanwhile.
  return { loading: queries.some((query) => query.data === undefined && query.error === undefined) };
}
