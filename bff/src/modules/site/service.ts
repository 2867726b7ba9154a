import type { AdminSiteConfig, RemotesConfig, SiteConfig as SiteConfigResponse, SiteConfigPayload } from '@vsp/contract';
import { SiteConfig } from '@vsp/db';
import type { Knex } from 'knex';
import type { Config } from '../../config';

const PUBLIC_COLUMNS = ['siteName', 'siteLogoUrl', 'clientName', 'supportEmail', 'venueText', 'brandColour'] as const;

/** The branding in force: the first row, or nothing set when there is none. */
export async function getSiteConfig(db: Knex): Promise<SiteConfigResponse> {
  const row = await SiteConfig.query(db).select(PUBLIC_COLUMNS).orderBy('id').first();
  return {
    siteName: row?.siteName ?? null,
    siteLogoUrl: row?.siteLogoUrl ?? null,
    clientName: row?.clientName ?? null,
    supportEmail: row?.supportEmail ?? null,
    venueText: row?.venueText ?? null,
    brandColour: row?.brandColour ?? null,
  };
}

/** The branding with the reminder templates, which only administrators read. */
export async function getAdminSiteConfig(db: Knex): Promise<AdminSiteConfig> {
  const [branding, templates] = await Promise.all([
    getSiteConfig(db),
    SiteConfig.query(db).select('reminderSubject', 'reminderBody').orderBy('id').first(),
  ]);
  return { ...branding, reminderSubject: templates?.reminderSubject ?? null, reminderBody: templates?.reminderBody ?? null };
}

/**
 * Changes the given branding fields of the row in force (the first one), creating it if missing;
 * absent fields keep their value and empty ones are cleared.
 */
export async function updateSiteConfig(db: Knex, payload: SiteConfigPayload): Promise<AdminSiteConfig> {
  const changes = Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, value === '' ? null : value]));
  return db.transaction(async (trx) => {
    const current = await SiteConfig.query(trx).select('id').orderBy('id').first().forUpdate();
    if (current) await SiteConfig.query(trx).patch(changes).findById(current.id);
    else await SiteConfig.query(trx).insert(changes);
    return getAdminSiteConfig(trx);
  });
}

/** Where the shell loads the remotes from; the admin remote only for administrators. */
export function remotesFor(config: Pick<Config, 'evaluatorRemoteUrl' | 'adminRemoteUrl'>, isAdmin: boolean): RemotesConfig {
  return isAdmin ? { evaluator: config.evaluatorRemoteUrl, admin: config.adminRemoteUrl } : { evaluator: config.evaluatorRemoteUrl };
}
