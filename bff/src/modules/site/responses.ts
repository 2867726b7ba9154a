import type { AdminSiteConfig, RemotesConfig, SiteConfig } from '@vsp/contract';
import Joi from 'joi';
import { answer, text } from '../../plugins/openapi/answer';

const branding = {
  siteName: text.allow(null),
  siteLogoUrl: text.allow(null),
  clientName: text.allow(null),
  supportEmail: text.allow(null),
  venueText: text.allow(null),
  brandColour: text.allow(null).description('Brand colour as #rrggbb, behind white text; null for the default brand'),
};

/** How people sign in: in the public site configuration only. */
const signIn = {
  ssoLabel: text.allow(null).optional().description("The single sign-on button's label; null without single sign-on"),
  passwordSignIn: Joi.boolean().optional().description('False when password sign-in is off for everyone but the system account'),
};

export const siteConfigResponse = answer<SiteConfig>('SiteConfig', { ...branding, ...signIn });

export const adminSiteConfigResponse = answer<AdminSiteConfig>('AdminSiteConfig', {
  ...branding,
  ...signIn,
  reminderSubject: text.allow(null).description('Template of the reminder mail subject; null for the default'),
  reminderBody: text.allow(null).description('Template of the reminder mail body; null for the default'),
});

export const remotesConfigResponse = answer<RemotesConfig>('RemotesConfig', {
  evaluator: text,
  admin: text.optional().description('Only given to administrators'),
});
