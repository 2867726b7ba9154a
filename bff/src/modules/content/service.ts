import Boom from '@hapi/boom';
import { ADMIN_INSTRUCTIONS_SLUG, type ContentPage as ContentPageResponse, type ContentPagePayload } from '@vsp/contract';
import { ContentPage } from '@vsp/db';
import type { Knex } from 'knex';
import { found, plain, plainRows, returning } from '../../lib/rows';

const COLUMNS = ['id', 'slug', 'title', 'content', 'isActive'] as const;

/** Active pages the caller may read: the admin instructions only for administrators. */
export async function listPages(db: Knex, isAdmin: boolean): Promise<ContentPageResponse[]> {
  const query = ContentPage.query(db).select(COLUMNS).where('isActive', true).orderBy('id');
  if (!isAdmin) query.whereNot('slug', ADMIN_INSTRUCTIONS_SLUG);
  return plainRows(await query);
}

export async function getPage(db: Knex, slug: string, isAdmin: boolean): Promise<ContentPageResponse> {
  if (slug === ADMIN_INSTRUCTIONS_SLUG && !isAdmin) throw Boom.forbidden('Only administrators can read this page');
  const page = await ContentPage.query(db).select(COLUMNS).findOne({ slug, isActive: true });
  if (!page) throw Boom.notFound('Page not found');
  return plain(page);
}

/** Every content page, inactive ones included. */
export async function listAllPages(db: Knex): Promise<ContentPageResponse[]> {
  return plainRows(await ContentPage.query(db).select(COLUMNS).orderBy('id'));
}

/** Replaces a page's title, content and active flag; the slug stays, since the routes depend on it. */
export async function updatePage(db: Knex, id: number, payload: ContentPagePayload): Promise<ContentPageResponse> {
  return found(await ContentPage.query(db).patch(payload).findById(id).returning(returning(COLUMNS)), 'Content page');
}
