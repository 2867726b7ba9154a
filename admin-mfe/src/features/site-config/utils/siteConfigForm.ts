import { LIMITS, type SiteConfig, type SiteConfigPayload } from '@vsp/contract';
import { collectErrors, email, httpUrl, maxLength, type FieldErrors } from '../../../lib/forms';

export type SiteConfigField = 'supportEmail' | 'siteLogoUrl' | 'clientName' | 'siteName' | 'venueText';

export type SiteConfigValues = Record<SiteConfigField, string>;

export function siteConfigValues(config: SiteConfig): SiteConfigValues {
  return {
    supportEmail: config.supportEmail ?? '',
    siteLogoUrl: config.siteLogoUrl ?? '',
    clientName: config.clientName ?? '',
    siteName: config.siteName ?? '',
    venueText: config.venueText ?? '',
  };
}

export function validateSiteConfig(values: SiteConfigValues): FieldErrors<SiteConfigField> {
  return collectErrors<SiteConfigField>({
    supportEmail: [email(values.supportEmail), maxLength(values.supportEmail, LIMITS.siteConfig.supportEmail, 'Support email')],
    siteLogoUrl: [httpUrl(values.siteLogoUrl), maxLength(values.siteLogoUrl, LIMITS.siteConfig.siteLogoUrl, 'Logo URL')],
    clientName: [maxLength(values.clientName, LIMITS.siteConfig.clientName, 'Client name')],
    siteName: [maxLength(values.siteName, LIMITS.siteConfig.siteName, 'Site name')],
    venueText: [maxLength(values.venueText, LIMITS.siteConfig.venueText, 'Venue text')],
  });
}

/** Every field is sent: an emptied one is cleared on the server (it falls back to the defaults). */
export function toSiteConfigPayload(values: SiteConfigValues): SiteConfigPayload {
  return {
    supportEmail: values.supportEmail.trim(),
    siteLogoUrl: values.siteLogoUrl.trim(),
    clientName: values.clientName.trim(),
    siteName: values.siteName.trim(),
    venueText: values.venueText.trim(),
  };
}
