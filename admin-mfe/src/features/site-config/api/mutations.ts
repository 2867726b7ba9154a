import type { SiteConfig, SiteConfigPayload } from '@vsp/bff/api-types';
import { send } from '@vsp/api-client';
import { adminKeys } from '../../../lib/keys';

/** The shell reads the branding from the public /api/site-config: the logo, names and support address change there too. */
export const SITE_CONFIG_STALE_KEYS = [adminKeys.siteConfig, '/api/site-config'];

export const saveSiteConfig = (payload: SiteConfigPayload) => send<SiteConfig>('PUT', adminKeys.siteConfig, payload);
