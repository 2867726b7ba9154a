import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

// Every read is keyed by its contract path; the shell's SWRConfig supplies the fetcher, with credentials and the cache rules.

export const useAdminUsers = () => useApi(api.users.adminList);
export const useAdminEvents = () => useApi(api.events.adminList);
export const useAdminVendors = () => useApi(api.vendors.adminList);
export const useAdminQuestions = () => useApi(api.questions.adminList);
// No query string: the BFF's default page is the rows the Scores tab shows.
export const useAdminScores = () => useApi(api.scores.adminList);
export const useAdminContent = () => useApi(api.content.adminList);
export const useAdminPermissions = () => useApi(api.permissions.adminList);
export const useAdminSiteConfig = () => useApi(api.site.adminConfig);
export const useAdminEventVendorInfo = () => useApi(api.eventVendorInfo.list);
/** Whether the server sends mail: the reminder controls and templates show only when it does. */
export const useMailSettings = () => useApi(api.reminders.mailSettings);

/**
 * Loads every admin list at once, behind one skeleton, and keeps them mounted while the panel is
 * open, so a change made in one tab reaches the lists that the other tabs show.
 */
export function useAdminData(): { loading: boolean } {
  const queries = [
    useAdminUsers(),
    useAdminEvents(),
    useAdminVendors(),
    useAdminQuestions(),
    useAdminScores(),
    useAdminContent(),
    useAdminPermissions(),
    useAdminSiteConfig(),
    useAdminEventVendorInfo(),
  ];
  return { loading: queries.some((query) => query.isLoading) };
}
