import { randomBytes } from 'node:crypto';
import { SYSTEM_USER_ID, type ContentPagePayload, type SiteConfigPayload } from '@vsp/contract';
import { ContentPage, hashPassword, ScoringEvent, SiteConfig, User, Vendor } from '@vsp/db';
import { withDatabase } from './database';

/** Each spec makes its own uniquely named rows, so specs never see each other's data. */
export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(3).toString('hex')}`;
}

export interface Account {
  id: number;
  username: string;
  password: string;
  name: string;
}

export async function createAccount(options: { isAdmin?: boolean; name?: string; email?: string } = {}): Promise<Account> {
  const username = unique(options.isAdmin ? 'admin' : 'eval');
  const password = `${username}-password`;
  const name = options.name ?? `Person ${username}`;
  const user = await withDatabase(async (db) =>
    User.query(db).insert({ username, password: await hashPassword(password), name, email: options.email ?? null, isAdmin: options.isAdmin ?? false }),
  );
  return { id: user.id, username, password, name };
}

export const systemAdmin = (): Account => ({
  id: SYSTEM_USER_ID,
  username: 'admin',
  password: process.env.E2E_ADMIN_PASSWORD!,
  name: 'System Administrator',
});

/* Branding and content pages are shared by every spec of the run: a spec that changes them keeps them first and puts them back. */

const SITE_CONFIG_FIELDS = ['siteName', 'supportEmail', 'siteLogoUrl', 'clientName', 'venueText', 'brandColour', 'reminderSubject', 'reminderBody'] as const;

export async function setSiteConfig(patch: SiteConfigPayload): Promise<void> {
  await withDatabase(async (db) => SiteConfig.query(db).patch(patch));
}

/** Remembers the site config as it is now; the answer puts it back. */
export async function keepSiteConfig(): Promise<() => Promise<void>> {
  const kept = await withDatabase(async (db) => SiteConfig.query(db).orderBy('id').first());
  return async () => {
    if (kept) await setSiteConfig(Object.fromEntries(SITE_CONFIG_FIELDS.map((field) => [field, kept[field]])));
  };
}

export async function setContentPage(slug: string, patch: Partial<ContentPagePayload>): Promise<void> {
  await withDatabase(async (db) => ContentPage.query(db).patch(patch).where('slug', slug));
}

/** Remembers a content page's title, content and state as they are now; the answer puts them back. */
export async function keepContentPage(slug: string): Promise<() => Promise<void>> {
  const kept = await withDatabase(async (db) => ContentPage.query(db).findOne({ slug }));
  return async () => {
    if (kept) await setContentPage(slug, { title: kept.title, content: kept.content, isActive: kept.isActive });
  };
}

/** Takes the named events and vendors out of later specs' screens: they become inactive. */
export async function retireByName(names: { events?: string[]; vendors?: string[] }): Promise<void> {
  await withDatabase(async (db) => {
    await Vendor.query(db).patch({ isActive: false }).whereIn('name', names.vendors ?? []);
    await ScoringEvent.query(db).patch({ isActive: false }).whereIn('name', names.events ?? []);
  });
}
