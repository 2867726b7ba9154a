import { api } from '@vsp/contract';
import { sealedCookie } from '../../lib/sealed-cookie';

/** A single sign-on under way: the checks the provider's answer must pass, and where to go once signed in. */
export interface PendingSingleSignOn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  /** Epoch ms of the start. */
  at: number;
}

export const SSO_COOKIE = 'vsp_sso';

const TEXTS = ['state', 'nonce', 'codeVerifier', 'returnTo'] as const;

function isPending(value: unknown): value is PendingSingleSignOn {
  const pending = value as Partial<PendingSingleSignOn> | null;
  return typeof pending === 'object' && pending !== null && TEXTS.every((key) => typeof pending[key] === 'string') && typeof pending.at === 'number';
}

/**
 * The state, nonce and PKCE verifier of a single sign-on live in this sealed cookie of the browser
 * that started it, for 10 minutes (time enough to sign in at the provider), sent to the start and
 * the callback only. SameSite=Lax, because the provider's redirect back is a top-level navigation
 * from its site.
 */
export const pendingSingleSignOn = sealedCookie({
  name: SSO_COOKIE,
  path: api.sso.callback.path().slice(0, api.sso.callback.path().lastIndexOf('/')),
  sameSite: 'Lax',
  windowMs: 10 * 60_000,
  isValue: isPending,
});
