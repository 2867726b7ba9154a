import { createHash, randomInt } from 'node:crypto';
import Boom from '@hapi/boom';
import { FALLBACK_SITE_NAME, RECOVERY_CODE_COUNT, SSO_ACCOUNT_HAS_NO_PASSWORD, type SecondFactorSetup } from '@vsp/contract';
import { SiteConfig, User } from '@vsp/db';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verify } from 'otplib';
import { withActor } from '../../lib/actor';
import { openSecret, sealSecret } from '../../lib/sealed-secret';
import { recordAudit } from '../audit/service';

/** What the key that seals the apps' secrets is derived for (see server.app.deriveKey). */
export const SECOND_FACTOR_KEY_PURPOSE = 'vsp second factor secrets';

/**
 * How far a code's period may be from the server's clock, in seconds, either way: one period of 30
 * seconds, as most services allow, for a phone's clock a little off and a code typed as it turns.
 */
const CLOCK_TOLERANCE_SECONDS = 30;

export const INVALID_CODE = 'The code is not valid. Please try again.';

interface SecondFactorRow {
  userId: number;
  secret: string;
  enabledAt: Date | null;
  lastTimeStep: string | null;
}

const rowOf = (db: Knex, userId: number) => db<SecondFactorRow>('secondFactors').where({ userId }).first();

/** Whether the user's second factor is on. */
export async function hasSecondFactor(db: Knex, userId: number): Promise<boolean> {
  return Boolean((await rowOf(db, userId))?.enabledAt);
}

/** A one-time code as typed: six digits, whatever spaces were typed between them. */
const TOTP_CODE = /^\d{6}$/;

/** Recovery codes are 16 characters of the base32 alphabet (80 random bits), shown as four groups. */
const RECOVERY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function newRecoveryCode(): string {
  const characters = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** A code as typed, without spaces or dashes and in capitals, as it is compared. */
const normalised = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

const recoveryHash = (code: string) => createHash('sha256').update(normalised(code)).digest('hex');

/** Where an app shows the account: the portal's name and the username. */
async function issuer(db: Knex): Promise<string> {
  const config = await SiteConfig.query(db).first();
  return config?.siteName || FALLBACK_SITE_NAME;
}

/**
 * A new secret for the user's app, sealed and kept until a code confirms it (enable). An account
 * whose second factor is already on answers 409: it is turned off first, with a code; so does an
 * account made by single sign-on, which signs in at its provider only.
 */
export async function startSetup(db: Knex, key: Buffer, userId: number): Promise<SecondFactorSetup> {
  const user = await User.query(db).findById(userId);
  if (!user) throw Boom.unauthorized('Invalid session');
  if (user.sso) throw Boom.conflict(SSO_ACCOUNT_HAS_NO_PASSWORD);
  if (await hasSecondFactor(db, userId)) throw Boom.conflict('A second factor is already on for this account');
  const secret = generateSecret();
  const sealed = sealSecret(key, secret);
  await db('secondFactors')
    .insert({ userId, secret: sealed, createdAt: db.fn.now(), enabledAt: null, lastTimeStep: null })
    .onConflict('userId')
    .merge();
  return { secret, otpauthUri: generateURI({ issuer: await issuer(db), label: user.username, secret }) };
}

/** The period of `code` when it is a current code of `secret` and later than `after`; otherwise null. */
async function totpStep(secret: string, code: string, after: number | null): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: CLOCK_TOLERANCE_SECONDS, ...(after === null ? {} : { afterTimeStep: after }) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Turns the second factor on once a code of the app confirms the secret of the setup, and answers
 * the recovery codes, which are kept only as hashes. Recorded in the audit log.
 */
export async function enableSecondFactor(db: Knex, key: Buffer, userId: number, code: string): Promise<string[]> {
  const row = await rowOf(db, userId);
  if (row?.enabledAt) throw Boom.conflict('A second factor is already on for this account');
  if (!row) throw Boom.conflict('Start the setup first');
  const step = TOTP_CODE.test(normalised(code)) ? await totpStep(openSecret(key, row.secret), normalised(code), null) : null;
  if (step === null) throw Boom.badRequest(INVALID_CODE);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await withActor(db, userId, async (trx) => {
    await trx('secondFactors').where({ userId }).update({ enabledAt: trx.fn.now(), lastTimeStep: step });
    await trx('recoveryCodes').where({ userId }).delete();
    await trx('recoveryCodes').insert(codes.map((recovery) => ({ userId, codeHash: recoveryHash(recovery) })));
    await recordAudit(trx, { entity: 'second-factor', entityId: userId, action: 'enabled', changes: { enabled: { old: false, new: true } } });
  });
  return codes;
}

/**
 * Whether `code` is a current code of the user's app, or one of their unused recovery codes; a code
 * accepted is spent in `trx` (its period, or the recovery code, is never accepted again, however many
 * requests bring it at once). A recovery code used is recorded in the audit log.
 */
export async function spendCode(trx: Knex.Transaction, key: Buffer, userId: number, code: string): Promise<boolean> {
  const row = await trx<SecondFactorRow>('secondFactors').where({ userId }).whereNotNull('enabledAt').forUpdate().first();
  if (!row) return false;
  if (TOTP_CODE.test(normalised(code))) {
    const step = await totpStep(openSecret(key, row.secret), normalised(code), row.lastTimeStep === null ? null : Number(row.lastTimeStep));
    if (step === null) return false;
    await trx('secondFactors').where({ userId }).update({ lastTimeStep: step });
    return true;
  }
  const used = await trx('recoveryCodes').where({ userId, codeHash: recoveryHash(code) }).whereNull('usedAt').update({ usedAt: trx.fn.now() }).returning('id');
  if (used.length === 0) return false;
  const left = await trx('recoveryCodes').where({ userId }).whereNull('usedAt').first(trx.raw('count(*)::int as left'));
  await recordAudit(trx, { entity: 'second-factor', entityId: userId, action: 'recovery code used', changes: { recoveryCodesLeft: { old: left.left + 1, new: left.left } } });
  return true;
}

/** Removes a user's second factor and recovery codes in `trx`; answers whether there was one. */
async function removeSecondFactor(trx: Knex.Transaction, userId: number): Promise<boolean> {
  await trx('recoveryCodes').where({ userId }).delete();
  return (await trx('secondFactors').where({ userId }).delete()) > 0;
}

/** The user turns their own second factor off, in the transaction that spent their code; recorded in the audit log. */
export async function disableSecondFactor(trx: Knex.Transaction, userId: number): Promise<void> {
  await removeSecondFactor(trx, userId);
  await recordAudit(trx, { entity: 'second-factor', entityId: userId, action: 'disabled', changes: { enabled: { old: true, new: false } } });
}

/**
 * An administrator turns off a user's second factor (a lost phone, spent recovery codes), in a
 * transaction naming the administrator; the user signs in with the password alone and may set one
 * up again. 404 when the user has none.
 */
export async function resetSecondFactor(trx: Knex.Transaction, userId: number): Promise<void> {
  if (!(await removeSecondFactor(trx, userId))) throw Boom.notFound('This user has no second factor');
  await recordAudit(trx, { entity: 'second-factor', entityId: userId, action: 'reset', changes: { enabled: { old: true, new: false } } });
}
