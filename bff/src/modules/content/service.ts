import Boom from '@hapi/boom';
import { ADMIN_INSTRUCTIONS_SLUG, ContentPage } from '@vsp/db';
import type { Knex } from 'knex';
import type { ContentPage as ContentPageResponse } from '../../api-types';

const COLUMNS = ['id', 'slug', 'title', 'content', 'isActive'] as const;

/** Active pages the caller may read: the admin instructions only for administrators. */
export async function listPages(db: Knex, isAdmin: boolean): Promise<ContentPageResponse[]> {
  const query = ContentPage.query(db).select(COLUMNS).where('isActive', true).orderBy('id');
  if (!isAdmin) query.whereNot('slug', ADMIN_INSTRUCTIONS_SLUG);
  return (await query).map((page) => page.toJSON() as ContentPageResponse);
}

export async function getPage(db: Knex, slug: string, isAdmin: boolean): Promise<ContentPageResponse> {
  if (slug === ADMIN_INSTRUCTIONS_SLUG && !isAdmin) throw Boom.forbidden('Only administrators can read this page');
  const page = await ContentPage.query(db).select(COLUMNS).findOne({ slug, isActive: true });
  if (!page) throw Boom.notFound('Page not found');
  return page.toJSON() as ContentPageResponse;
}
