import { randomBytes } from 'node:crypto';
import { LIMITS, SYSTEM_USER_ID, type SsoError } from '@vsp/contract';
import { hashPassword, User } from '@vsp/db';
import type { Knex } from 'knex';
import { ACTOR_SETTING } from '../../lib/actor';
import type { OidcConfig } from '../../config';
import { createSession, destroySession, type SessionTimes } from '../../plugins/session/store';
import { recordAudit } from '../audit/service';
import { toCurrentUser, type SignedIn } from '../auth/service';

/** A single sign-on that cannot go on, and the reason the sign-in screen gives. */
export class SingleSignOnFailure extends Error {
  constructor(readonly reason: SsoError, cause?: unknown) {
    super(`Single sign-on failed: ${reason}`, { cause });
  }
}

/** The claims of the person, from the checked ID token and the provider's userinfo. */
export type ProviderClaims = { sub: string } & Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The groups claim as a list, whether the provider sends a list or one value. */
function groupsOf(claims: ProviderClaims, claim: string): string[] {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The sign-in name: `base` cut to the column's length, then with -2, -3… until no account has it, regardless of case. */
async function uniqueUsername(trx: Knex.Transaction, base: string): Promise<string> {
  const max = LIMITS.user.username;
  for (let attempt = 1; ; attempt += 1) {
    const suffix = attempt === 1 ? '' : `-${attempt}`;
    const candidate = `${base.slice(0, max - suffix.length)}${suffix}`;
    if (!(await User.query(trx).whereRaw('lower(username) = lower(?)', [candidate]).first())) return candidate;
  }
}

export interface ProviderSignInContext {
  times: SessionTimes;
  /** The session this browser had before, replaced by a new id. */
  previousSid?: string;
}

/**
 * The portal's user of a person the provider signed in, and their new session, in one transaction:
 * found by the provider's subject, or else by their verified e-mail address (an account not yet
 * linked to another subject), which links it; or else made, with a username from
 * `preferred_username` or the e-mail address (made unique), their name and e-mail, and a random
 * password nobody knows. When OIDC_ADMIN_GROUPS is set the groups claim decides the administrator
 * flag at every sign-in. The system account never signs in this way. The session starts as a
 * password sign-in's does (a new id replacing the browser's previous one), marked as a single
 * sign-on; the sign-in, and a creation, are in the audit log.
 */
export async function providerSignIn(db: Knex, oidc: OidcConfig, claims: ProviderClaims, context: ProviderSignInContext): Promise<SignedIn & { roleChanged: boolean }> {
  const email = claims.email_verified === true ? text(claims.email) : undefined;
  const isAdmin = oidc.adminGroups ? groupsOf(claims, oidc.groupsClaim).some((group) => oidc.adminGroups!.includes(group)) : undefined;
  return db.transaction(async (trx) => {
    const people = () => User.query(trx).whereNot('id', SYSTEM_USER_ID);
    let user = await people().findOne({ oidcSubject: claims.sub });
    user ??= email ? await people().whereRaw('lower(email) = lower(?)', [email]).whereNull('oidcSubject').orderBy('id').first() : undefined;
    const created = !user;
    if (!user) {
      const base = text(claims.preferred_username) ?? email;
      if (!base) throw new SingleSignOnFailure('account');
      const username = await uniqueUsername(trx, base);
      user = await User.query(trx).insert({
        username,
        name: (text(claims.name) ?? username).slice(0, LIMITS.user.name),
        email: email && email.length <= LIMITS.user.email ? email : null,
        password: await hashPassword(randomBytes(32).toString('base64url')),
        isAdmin: isAdmin ?? false,
        sso: true,
        oidcSubject: claims.sub,
      });
    }
    // From here on the audit log names the person as the one making the changes.
    await trx.raw('select set_config(?, ?, true)', [ACTOR_SETTING, String(user.id)]);
    const changes: Partial<User> = {};
    if (user.oidcSubject === null) changes.oidcSubject = claims.sub;
    if (isAdmin !== undefined && isAdmin !== user.isAdmin) changes.isAdmin = isAdmin;
    if (Object.keys(changes).length > 0) user = await User.query(trx).patchAndFetchById(user.id, changes);
    await recordAudit(trx, {
      entity: 'sign-in',
      entityId: user.id,
      action: created ? 'single sign-on, account created' : 'single sign-on',
      changes: { subject: { old: null, new: claims.sub }, ...(email && { email: { old: null, new: email } }) },
    });
    if (context.previousSid) await destroySession(trx, context.previousSid);
    const sid = await createSession(trx, user.id, context.times, 'sso');
    return { sid, user: toCurrentUser(user), roleChanged: changes.isAdmin !== undefined };
  });
}
