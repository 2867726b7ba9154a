export interface SiteConfig {
  siteName: string | null;
  siteLogoUrl: string | null;
  clientName: string | null;
  supportEmail: string | null;
  /** Venue line shown under each vendor column of the scoring grid; null shows none. */
  venueText: string | null;
  /** `#rrggbb` behind white text (buttons, the active tab); null keeps the default brand. */
  brandColour: string | null;
  /**
   * How people sign in, for the sign-in screen (the public site configuration only): the single
   * sign-on button's label ("Single sign-on", or OIDC_NAME), null without single sign-on.
   */
  ssoLabel?: string | null;
  /** False when password sign-in is off for everyone but the system account (PASSWORD_SIGN_IN=false). */
  passwordSignIn?: boolean;
}

/**
 * The branding with what only administrators see: the templates of the reminder mails. A null
 * template sends the default one.
 */
export interface AdminSiteConfig extends SiteConfig {
  reminderSubject: string | null;
  reminderBody: string | null;
}

/** Absent fields keep their value; an empty string clears one. */
export type SiteConfigPayload = Partial<AdminSiteConfig>;

/** Where the shell loads each remote's manifest from. */
export interface RemotesConfig {
  evaluator: string;
  /** Only given to administrators. */
  admin?: string;
}
