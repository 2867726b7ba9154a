import type { RemotesConfig, SiteConfig } from '@vsp/contract';
import { answer, text } from '../../plugins/openapi/answer';

export const siteConfigResponse = answer<SiteConfig>('SiteConfig', {
  siteName: text.allow(null),
  siteLogoUrl: text.allow(null),
  clientName: text.allow(null),
  supportEmail: text.allow(null),
  venueText: text.allow(null),
});

export const remotesConfigResponse = answer<RemotesConfig>('RemotesConfig', {
  evaluator: text,
  admin: text.optional().description('Only given to administrators'),
});
