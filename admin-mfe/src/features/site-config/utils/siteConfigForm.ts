import { brandColourProblem, LIMITS, unknownPlaceholderMessage, unknownPlaceholders, type AdminSiteConfig, type SiteConfigPayload } from '@vsp/contract';
import { collectErrors, email, httpUrl, maxLength, type FieldErrors } from '../../../lib/forms';

export type SiteConfigField = 'supportEmail' | 'siteLogoUrl' | 'clientName' | 'siteName' | 'venueText' | 'brandColour' | 'reminderSubject' | 'reminderBody';

export type SiteConfigValues = Record<SiteConfigField, string>;

export function siteConfigValues(config: AdminSiteConfig): SiteConfigValues {
  return {
    supportEmail: config.supportEmail ?? '',
    siteLogoUrl: config.siteLogoUrl ?? '',
    clientName: config.clientName ?? '',
    siteName: config.siteName ?? '',
    venueText: config.venueText ?? '',
    brandColour: config.brandColour ?? '',
    reminderSubject: config.reminderSubject ?? '',
    reminderBody: config.reminderBody ?? '',
  };
}

/** A reminder template may name only the placeholders the server fills in. */
function placeholders(template: string): string | null {
  const unknown = unknownPlaceholders(template);
  return unknown.length > 0 ? unknownPlaceholderMessage(unknown) : null;
}

export function validateSiteConfig(values: SiteConfigValues): FieldErrors<SiteConfigField> {
  return collectErrors<SiteConfigField>({
    supportEmail: [email(values.supportEmail), maxLength(values.supportEmail, LIMITS.siteConfig.supportEmail, 'Support email')],
    siteLogoUrl: [httpUrl(values.siteLogoUrl), maxLength(values.siteLogoUrl, LIMITS.siteConfig.siteLogoUrl, 'Logo URL')],
    clientName: [maxLength(values.clientName, LIMITS.siteConfig.clientName, 'Client name')],
    siteName: [maxLength(values.siteName, LIMITS.siteConfig.siteName, 'Site name')],
    venueText: [maxLength(values.venueText, LIMITS.siteConfig.venueText, 'Venue text')],
    brandColour: [brandColourProblem(values.brandColour)],
    reminderSubject: [placeholders(values.reminderSubject), maxLength(values.reminderSubject, LIMITS.siteConfig.reminderSubject, 'Reminder subject')],
    reminderBody: [placeholders(values.reminderBody), maxLength(values.reminderBody, LIMITS.siteConfig.reminderBody, 'Reminder body')],
  });
}

/**
 * Every field is sent: an emptied one is cleared on the server (it falls back to the defaults, the
 * default template for a reminder). The templates are sent as loaded when mail is off and they are
 * not shown, so nothing changes for them.
 */
export function toSiteConfigPayload(values: SiteConfigValues): SiteConfigPayload {
  return {
    supportEmail: values.supportEmail.trim(),
    siteLogoUrl: values.siteLogoUrl.trim(),
    clientName: values.clientName.trim(),
    siteName: values.siteName.trim(),
    venueText: values.venueText.trim(),
    brandColour: values.brandColour.trim().toLowerCase(),
    reminderSubject: values.reminderSubject.trim(),
    reminderBody: values.reminderBody.trim(),
  };
}
