import type { SiteConfig } from '@vsp/contract';
import { passwordResetMailto, siteName, supportMailto } from './mail';

const config: SiteConfig = { siteName: 'Review Hub', supportEmail: 'help@example.com', siteLogoUrl: null, clientName: null, venueText: null, brandColour: null };
const decode = (href: string) => decodeURIComponent(href);

describe('mail drafts', () => {
  it('addresses support with the site name in the subject', () => {
    expect(decode(supportMailto(config))).toBe('mailto:help@example.com?subject=[Support Request] - Review Hub');
  });

  it('falls back to "Vendor Scoring System" in the support subject when no site name is set', () => {
    expect(decode(supportMailto({ ...config, siteName: null }))).toBe('mailto:help@example.com?subject=[Support Request] - Vendor Scoring System');
  });

  it('asks for reset instructions with the site name, falling back to the portal name', () => {
    const href = decode(passwordResetMailto({ ...config, siteName: null }));
    expect(href).toMatch(/^mailto:help@example\.com\?subject=Password Reset Request - Vendor Scoring Portal&body=/);
    expect(href).toMatch(/reset/);
  });

  it('names the site, or "Vendor Scoring Portal"', () => {
    expect(siteName(config)).toBe('Review Hub');
    expect(siteName(undefined)).toBe('Vendor Scoring Portal');
  });
});
