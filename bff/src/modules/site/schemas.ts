import { LIMITS, type SiteConfigPayload } from '@vsp/contract';
import Joi from 'joi';
import { withoutControlCharacters } from '../../lib/fields';

const { siteConfig: limits } = LIMITS;

// Absent keys keep their value here, so an empty string (not absence) is what clears a field.
const brandingText = (max: number) => withoutControlCharacters(Joi.string().trim().max(max)).allow('', null);

export const siteConfigPayload = Joi.object<SiteConfigPayload>({
  supportEmail: brandingText(limits.supportEmail).email({ tlds: { allow: false } }),
  siteLogoUrl: brandingText(limits.siteLogoUrl).uri({ scheme: ['http', 'https'] }),
  clientName: brandingText(limits.clientName),
  siteName: brandingText(limits.siteName),
  venueText: brandingText(limits.venueText),
});
