import { useApiWith } from '@vsp/api-client';
import { api, USERS_PAGE_SIZE } from '@vsp/contract';
import { useAdminContent } from '../../features/content-pages';
import { useAdminEventVendorInfo } from '../../features/event-vendor-info';
import { useAdminScores } from '../../features/scores';
import { useAdminSiteConfig } from '../../features/site-config';
import { useAdminEvents } from '../../lib/api/useAdminEvents';
import { useAdminQuestions } from '../../lib/api/useAdminQuestions';
import { useAdminUsersPage } from '../../lib/api/useAdminUsersPage';
import { useAdminVendors } from '../../lib/api/useAdminVendors';

/**
 * The first page of users, which the Users and Permissions tabs open on, and the permission rows
 * of exactly those users: the panel loads users and permissions a page at a time, since with
 * thousands of users the whole lists would be megabytes the first screen never shows.
 */
function useFirstUsersPage() {
  const users = useAdminUsersPage({ limit: USERS_PAGE_SIZE, offset: 0 });
  const userIds = users.data?.items.map((user) => user.id).join(',');
  // A user added or removed changes the page's ids and so this key; the rows shown so far stay
  // until the new ones are in, so the panel never falls back to its skeleton under an open tab.
  const permissions = useApiWith({ keepPreviousData: true }, api.permissions.adminList, userIds ? { userIds } : null);
  // No page of users yet (or none to read): nothing to wait for on the permission side.
  return userIds ? [users, permissions] : [users];
}

/**
 * Loads the lists the tabs open on at once, through the hooks the tabs read them with, behind one
 * skeleton, and keeps them mounted while the panel is open, so a change made in one tab reaches the
 * lists that the other tabs show. Users and their permission rows come as their first page;
 * searches and further pages are read by their tabs.
 */
export function usePanelData(): { loading: boolean } {
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
