import type {
  AdminScoresPage,
  AdminUser,
  ContentPage,
  EventVendorInfo,
  Question,
  ScoringEvent,
  SiteConfig,
  UserPermission,
  Vendor,
} from '@vsp/bff/api-types';
import useSWR from 'swr';
import { adminKeys } from './keys';

// No fetcher here on purpose: the shell's SWRConfig supplies it, with credentials and the cache rules.

export const useAdminUsers = () => useSWR<AdminUser[]>(adminKeys.users);
export const useAdminEvents = () => useSWR<ScoringEvent[]>(adminKeys.events);
export const useAdminVendors = () => useSWR<Vendor[]>(adminKeys.vendors);
export const useAdminQuestions = () => useSWR<Question[]>(adminKeys.questions);
export const useAdminScores = () => useSWR<AdminScoresPage>(adminKeys.scores);
export const useAdminContent = () => useSWR<ContentPage[]>(adminKeys.content);
export const useAdminPermissions = () => useSWR<UserPermission[]>(adminKeys.permissions);
export const useAdminSiteConfig = () => useSWR<SiteConfig>(adminKeys.siteConfig);
export const useAdminEventVendorInfo = () => useSWR<EventVendorInfo[]>(adminKeys.eventVendorInfo);

/**
 * Loads every admin list at once (spec 2.8) and keeps them mounted while the panel is open, so a
 * change made in one tab reaches the lists that the other tabs show.
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
