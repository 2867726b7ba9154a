/** The signed-in person, as every screen reads them. */
export interface CurrentUser {
  id: number;
  name: string;
  isAdmin: boolean;
}

export interface LoginPayload {
  username: string;
  password: string;
}

/**
 * The answer of a right password for an account with a second factor: nobody is signed in yet. The
 * sign-in is completed with a code (`api.auth.loginMfa`) within SECOND_FACTOR_WINDOW_MINUTES.
 */
export interface SecondFactorChallenge {
  mfaRequired: true;
}

/** What signing in answers: the signed-in user, or the request for a code. */
export type LoginAnswer = CurrentUser | SecondFactorChallenge;

/** Whether a sign-in answer asks for the second factor. */
export function asksForCode(answer: LoginAnswer): answer is SecondFactorChallenge {
  return 'mfaRequired' in answer && answer.mfaRequired === true;
}

/** A code of the person's one-time-code app, or one of their unused recovery codes. */
export interface SecondFactorCodePayload {
  code: string;
}

/** The signed-in person's second factor. */
export interface SecondFactorStatus {
  /** A one-time-code app is on for the account. */
  enabled: boolean;
  /** The account may turn one on: it signs in with a password. */
  available: boolean;
  /** The account must turn one on before anything else (MFA_REQUIRED_FOR_ADMINS). */
  setupRequired: boolean;
}

/** A new secret for the one-time-code app, not yet on: the screen shows it and a QR code of the URI. */
export interface SecondFactorSetup {
  /** Base32, as typed into an app by hand. */
  secret: string;
  /** otpauth://totp/…, as scanned. */
  otpauthUri: string;
}

/** The answer of turning the second factor on: recovery codes, shown this once. */
export interface SecondFactorEnabled {
  recoveryCodes: string[];
}

/** A signed-in user changing their own password: the current one proves it is them. */
export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
}

/**
 * How long the signed-in person's session lasts, so the browser can warn before it ends: the idle
 * timeout (every call extends the session by it) and when the session ends if nothing else happens,
 * the earlier of the idle end and the absolute lifetime's end.
 */
export interface SessionTiming {
  idleSeconds: number;
  /** ISO 8601 in UTC. */
  expiresAt: string;
}

/** Where single sign-on starts; `returnTo` is the page (path and query) to open once signed in. */
export interface SingleSignOnQuery {
  returnTo?: string;
}

/**
 * Why a single sign-on came back without a session: the sign-in screen reads the reason from its
 * address (`?signInError=`) and says it in these words. A reason is a code, never the provider's
 * text, so a link cannot make the screen say something else.
 */
export const SSO_ERRORS = {
  expired: 'The single sign-on took too long or was started in another browser. Please try again.',
  denied: 'The sign-in was cancelled or refused at your organisation\'s sign-in page.',
  invalid: 'Your organisation\'s sign-in could not be verified. Please try again.',
  unavailable: 'Your organisation\'s sign-in service could not be reached. Please try again later.',
  account: 'Your organisation\'s account has no verified e-mail address or username the portal can use. Contact your administrator.',
} as const;

export type SsoError = keyof typeof SSO_ERRORS;

/** The query parameter of the sign-in screen's address that names why a single sign-on failed. */
export const SSO_ERROR_PARAM = 'signInError';
