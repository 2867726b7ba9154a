import { useApi } from '@vsp/api-client';
import { api, type SiteConfig } from '@vsp/contract';

/** The branding every screen of the frame shows (names, logo, support address), from the public site config. */
export function useSiteConfig(): SiteConfig | undefined {
  return useApi(api.site.config).data;
}
