import { api, type SiteConfigPayload } from '@vsp/contract';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { answers, at, domainModule } from '../../lib/route-table';
import { adminSiteConfigResponse, remotesConfigResponse, siteConfigResponse } from './responses';
import { siteConfigPayload } from './schemas';
import { getAdminSiteConfig, getSiteConfig, remotesFor, updateSiteConfig } from './service';

export const siteRoutes = domainModule('site', [
  {
    ...at(api.site.config),
    options: { auth: false, description: 'Branding; public because the login screen shows it', ...answers(siteConfigResponse) },
    handler: async (request) => {
      const { config, db } = request.server.app;
      return { ...(await getSiteConfig(db)), ssoLabel: config.oidc?.name ?? null, passwordSignIn: config.passwordSignIn };
    },
  },
  {
    ...at(api.site.remotes),
    options: {
      description: 'Where the shell loads the remotes from; the admin remote only for administrators',
      ...answers(remotesConfigResponse),
    },
    handler: (request) => remotesFor(request.server.app.config, request.auth.credentials.user!.isAdmin),
  },
  {
    ...at(api.site.adminConfig),
    options: { auth: ADMIN_ONLY, description: 'Branding and reminder templates, as the Site Config tab edits them', ...answers(adminSiteConfigResponse) },
    handler: (request) => getAdminSiteConfig(request.server.app.db),
  },
  {
    ...at(api.site.updateConfig),
    options: {
      auth: ADMIN_ONLY,
      description: 'Change the given branding fields and reminder templates',
      validate: { payload: siteConfigPayload },
      ...answers(adminSiteConfigResponse),
    },
    handler: (request) => asCaller(request, (trx) => updateSiteConfig(trx, request.payload as SiteConfigPayload)),
  },
]);
