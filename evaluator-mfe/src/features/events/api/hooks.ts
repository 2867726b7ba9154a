import type {
  EventVendorInfo,
  Question,
  Score,
  ScoringEvent,
  SiteConfig,
  UserPermission,
  UserQuestion,
  UserScore,
  Vendor,
} from '@vsp/bff/api-types';
import useSWR from 'swr';
import { eventKeys } from './keys';

// No fetcher here on purpose: the shell's SWRConfig supplies it, with credentials and the cache rules.

export const useEvents = () => useSWR<ScoringEvent[]>(eventKeys.events);
export const useVendors = () => useSWR<Vendor[]>(eventKeys.vendors);
export const useUserPermissions = () => useSWR<UserPermission[]>(eventKeys.userPermissions);
export const useUserScores = () => useSWR<UserScore[]>(eventKeys.userScores);
export const useUserQuestions = () => useSWR<UserQuestion[]>(eventKeys.userQuestions);
export const useEventVendorInfo = () => useSWR<EventVendorInfo[]>(eventKeys.eventVendorInfo);
export const useSiteConfig = () => useSWR<SiteConfig>(eventKeys.siteConfig);

/** A null id (a malformed route) fetches nothing. */
export const useEventQuestions = (eventId: number | null) =>
  useSWR<Question[]>(eventId === null ? null : eventKeys.eventQuestions(eventId));

export const useEventScores = (eventId: number | null) =>
  useSWR<Score[]>(eventId === null ? null : eventKeys.eventScores(eventId));
