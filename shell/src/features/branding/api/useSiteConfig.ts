import type { SiteConfig } from '@vsp/bff/api-types';
import useSWR from 'swr';

export const SITE_CONFIG_KEY = '/api/site-config';
export const FALLBACK_SITE_NAME = 'Vendor Scoring Portal';

export function useSiteConfig(): SiteConfig | undefined {
  return useSWR<SiteConfig>(SITE_CONFIG_KEY).data;
}
