import { randomBytes } from 'node:crypto';
import { CONTENT_SLUGS, FALLBACK_SITE_NAME, SYSTEM_USER_ID } from '@vsp/contract';
import type { Knex } from 'knex';
import { ContentPage, SiteConfig, User } from '../src/models';
import { checkAdminPassword } from '../src/env';
import { hashPassword, verifyPassword } from '../src/passwords';

/** Name of the generated secret that seals session cookies when SESSION_SECRET is not set. */
export const COOKIE_SECRET = 'cookie';

const CONTENT_PAGE_TITLES: Record<(typeof CONTENT_SLUGS)[number], string> = {
  'vendor-files': 'Reference Material',
  instructions: 'Instructions for Participants',
  'admin-instructions': 'Admin Instructions',
};

export interface BaseSeedOptions {
  adminUsername: string;
  /** When set, the system account's password follows it at every start. */
  adminPassword?: string;
  log: (message: string) => void;
}

async function seedSystemAccount(trx: Knex.Transaction, options: BaseSeedOptions): Promise<void> {
  const existing = await User.query(trx).findById(SYSTEM_USER_ID).forUpdate();
  if (!existing) {
    // A generated password is printed, so production never generates one.
    if (!options.adminPassword) checkAdminPassword();
    const password = options.adminPassword ?? randomBytes(12).toString('base64url');
    await User.query(trx).insert({
      id: SYSTEM_USER_ID,
      username: options.adminUsername,
      password: await hashPassword(password),
      name: 'System Administrator',
      isAdmin: true,
    });
    if (!options.adminPassword) {
      options.log(`Created the system account. Username: ${options.adminUsername}  Password: ${password}  (set ADMIN_PASSWORD to choose it)`);
    }
    return;
  }
  const changes: Partial<User> = {};
  if (existing.username !== options.adminUsername) changes.username = options.adminUsername;
  if (!existing.isAdmin) changes.isAdmin = true;
  if (options.adminPassword && !(await verifyPassword(existing.password, options.adminPassword))) {
    changes.password = await hashPassword(options.adminPassword);
  }
  if (Object.keys(changes).length > 0) await User.query(trx).patchAndFetchById(SYSTEM_USER_ID, changes);
}

/** Idempotent: safe on every start, and from several replicas starting at once. */
export async function seedBase(knex: Knex, options: BaseSeedOptions): Promise<void> {
  await knex.transaction(async (trx) => {
    // One seeder at a time across replicas; the lock ends with the transaction.
    await trx.raw('select pg_advisory_xact_lock(?)', [7_340_001]);
    await seedSystemAccount(trx, options);
    await ContentPage.query(trx)
      .insert(CONTENT_SLUGS.map((slug) => ({ slug, title: CONTENT_PAGE_TITLES[slug], content: '', isActive: true })))
      .onConflict('slug')
      .ignore();
    await trx('server_secrets')
      .insert({ name: COOKIE_SECRET, value: randomBytes(48).toString('base64url') })
      .onConflict('name')
      .ignore();
    const siteConfig = await SiteConfig.query(trx).first();
    if (!siteConfig) await SiteConfig.query(trx).insert({ siteName: FALLBACK_SITE_NAME });
  });
}
