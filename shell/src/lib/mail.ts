import { FALLBACK_SITE_NAME, SUPPORT_SUBJECT_FALLBACK, type SiteConfig } from '@vsp/contract';

function mailto(address: string | null | undefined, subject: string, body?: string): string {
  const params = new URLSearchParams({ subject, ...(body ? { body } : {}) });
  return `mailto:${encodeURIComponent(address ?? '')}?${params.toString().replace(/\+/g, '%20')}`;
}

export function siteName(config: SiteConfig | undefined): string {
  return config?.siteName || FALLBACK_SITE_NAME;
}

/** "Contact Support": the subject names the site, or "Vendor Scoring System" when none is set. */
export function supportMailto(config: SiteConfig | undefined): string {
  return mailto(config?.supportEmail, `[Support Request] - ${config?.siteName || SUPPORT_SUBJECT_FALLBACK}`);
}

export function passwordResetMailto(config: SiteConfig | undefined): string {
  const name = siteName(config);
  return mailto(
    config?.supportEmail,
    `Password Reset Request - ${name}`,
    `Hello,\n\nI have forgotten my password for ${name}. Please send me instructions to reset it.\n\nUsername: \n\nThank you.`,
  );
}
