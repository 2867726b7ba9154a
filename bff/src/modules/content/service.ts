import Boom from '@hapi/boom';
import {
  ADMIN_INSTRUCTIONS_SLUG,
  RICH_TEXT_ALLOW_LIST,
  type ContentPage as ContentPageResponse,
  type ContentPagePayload,
} from '@vsp/contract';
import { ContentPage } from '@vsp/db';
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import type { Knex } from 'knex';
import { found, plain, plainRows, returning } from '../../lib/rows';

const COLUMNS = ['id', 'slug', 'title', 'content', 'isActive'] as const;

/** The allow-list the browser's RichText applies too, so a stored page shows as it was saved. */
const RICH_TEXT_CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOW_LIST.tags],
  ALLOWED_ATTR: [...RICH_TEXT_ALLOW_LIST.attributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

// DOMPurify parses with a DOM; on the server that is one jsdom window, made on first use.
let purifier: ReturnType<typeof createDOMPurify> | undefined;

function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  // A link that opens in a new tab must not hand the opened page a handle on the portal.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * Page HTML as it may be stored: sanitised with the rich-text allow-list, so any reader of the stored
 * HTML (the portal, an export, another tool) is safe, not only the browser that sanitises again.
 */
export function sanitizePageHtml(html: string): string {
  return getPurifier().sanitize(html, RICH_TEXT_CONFIG);
}

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
  // A page whose HTML sanitises to nothing is stored empty, as if it had been cleared.
  const page = payload.content ? { ...payload, content: sanitizePageHtml(payload.content) || null } : payload;
  return found(await ContentPage.query(db).patch(page).findById(id).returning(returning(COLUMNS)), 'Content page');
}
