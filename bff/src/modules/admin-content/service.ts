import Boom from '@hapi/boom';
import { ContentPage, EventVendorInfo, SiteConfig } from '@vsp/db';
import type { Knex } from 'knex';
import type {
  ContentPage as ContentPageResponse,
  ContentPagePayload,
  EventVendorInfo as EventVendorInfoResponse,
  SiteConfig as SiteConfigResponse,
  SiteConfigPayload,
} from '../../api-types';
import { getSiteConfig } from '../site/service';

const PAGE_COLUMNS = ['id', 'slug', 'title', 'content', 'isActive'];

/** Every content page, inactive ones included. */
export async function listAllPages(db: Knex): Promise<ContentPageResponse[]> {
  return (await ContentPage.query(db).select(PAGE_COLUMNS).orderBy('id')).map((page) => page.toJSON() as ContentPageResponse);
}

/** Replaces a page's title, content and active flag; the slug stays, since the routes depend on it. */
export async function updatePage(db: Knex, id: number, payload: ContentPagePayload): Promise<ContentPageResponse> {
  const page = await ContentPage.query(db).patch(payload).findById(id).returning(PAGE_COLUMNS);
  if (!page) throw Boom.notFound('Content page not found');
  return page.toJSON() as ContentPageResponse;
}

/**
 * Changes the given branding fields of the row in force (the first one), creating it if missing;
 * absent fields keep their value and empty ones are cleared.
 */
export async function updateSiteConfig(db: Knex, payload: SiteConfigPayload): Promise<SiteConfigResponse> {
  const changes = Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, value === '' ? null : value]));
  await db.transaction(async (trx) => {
    const current = await SiteConfig.query(trx).select('id').orderBy('id').first().forUpdate();
    if (current) await SiteConfig.query(trx).patch(changes).findById(current.id);
    else await SiteConfig.query(trx).insert(changes);
  });
  return getSiteConfig(db);
}

/** Inserts or replaces the info line of one event and vendor. */
export async function saveEventVendorInfo(db: Knex, eventId: number, vendorId: number, info: string): Promise<EventVendorInfoResponse> {
  const row = await EventVendorInfo.query(db)
    .insert({ eventId, vendorId, info, updatedAt: new Date() })
    .onConflict(['eventId', 'vendorId'])
    .merge(['info', 'updatedAt'])
    .returning(['eventId', 'vendorId', 'info']);
  return { eventId: row.eventId, vendorId: row.vendorId, info: row.info };
}
