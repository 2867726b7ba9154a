import type { AdminSiteConfig, RemotesConfig, SiteConfig } from '@vsp/contract';
import { answer, text } from '../../plugins/openapi/answer';

const branding = {
  siteName: text.allow(null),
  siteLogoUrl: text.allow(null),
  clientName: text.allow(null),
  supportEmail: text.allow(null),
  venueText: text.allow(null),
  brandColour: text.allow(null).description('Brand colour as #rrggbb, behind white text; null for the default brand'),
};

export const siteConfigResponse = answer<SiteConfig>('SiteConfig', branding);

export const adminSiteConfigResponse = answer<AdminSiteConfig>('AdminSiteConfig', {
  ...branding,
  reminderSubject: text.allow(null).description('Template of the reminder mail subject; null for the default'),
  reminderBody: text.allow(null).description('Template of the reminder mail body; null for the default'),
});

export const remotesConfigResponse = answer<RemotesConfig>('RemotesConfig', {
  evaluator: text,
  admin: text.optional().description('Only given to administrators'),
});
