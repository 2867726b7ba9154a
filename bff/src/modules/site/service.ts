import { SiteConfig } from '@vsp/db';
import type { Knex } from 'knex';
import type { SiteConfig as SiteConfigResponse } from '../../api-types';

const PUBLIC_COLUMNS = ['siteName', 'siteLogoUrl', 'clientName', 'supportEmail', 'venueText'] as const;

export async function getSiteConfig(db: Knex): Promise<SiteConfigResponse> {
  const row = await SiteConfig.query(db).select(PUBLIC_COLUMNS).orderBy('id').first();
  return {
    siteName: row?.siteName ?? null,
    siteLogoUrl: row?.siteLogoUrl ?? null,
    clientName: row?.clientName ?? null,
    supportEmail: row?.supportEmail ?? null,
    venueText: row?.venueText ?? null,
  };
}
