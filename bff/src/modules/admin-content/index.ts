import type { Plugin } from '@hapi/hapi';
import { EVENT_VENDOR_INFO_MAX } from '@vsp/db';
import Joi from 'joi';
import type { ContentPagePayload, EventVendorInfoPayload, SiteConfigPayload } from '../../api-types';
import { ADMIN_ONLY } from '../../lib/admin';
import { optionalString, requiredString } from '../../lib/fields';
import { id } from '../../lib/validation';
import { getSiteConfig } from '../site/service';
import { listAllPages, saveEventVendorInfo, updatePage, updateSiteConfig } from './service';

/** Rich HTML of one page. */
const CONTENT_MAX = 200_000;

const pagePayload = Joi.object<ContentPagePayload>({
  title: requiredString(255),
  content: optionalString(CONTENT_MAX),
  isActive: Joi.boolean().default(true),
});

// Absent keys keep their value here, so an empty string (not absence) is what clears a field.
const brandingText = (max: number) => Joi.string().trim().max(max).allow('', null);
const siteConfigPayload = Joi.object<SiteConfigPayload>({
  supportEmail: brandingText(255).email({ tlds: { allow: false } }),
  siteLogoUrl: brandingText(500).uri({ scheme: ['http', 'https'] }),
  clientName: brandingText(255),
  siteName: brandingText(255),
  venueText: brandingText(255),
});

const infoPayload = Joi.object<EventVendorInfoPayload>({
  info: Joi.string()
    .trim()
    .allow('')
    .max(EVENT_VENDOR_INFO_MAX)
    .required()
    .messages({ 'string.max': `Maximum ${EVENT_VENDOR_INFO_MAX} characters per field` }),
});

export const adminContentModule: Plugin<void> = {
  name: 'admin-content',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/api/admin/content',
        options: { auth: ADMIN_ONLY, description: 'Every content page, inactive ones included' },
        handler: (request) => listAllPages(request.server.app.db),
      },
      {
        method: 'PUT',
        path: '/api/admin/content/{id}',
        options: {
          auth: ADMIN_ONLY,
          description: "Replace a page's title, content and active flag",
          validate: { params: Joi.object({ id: id.required() }), payload: pagePayload },
        },
        handler: (request) => updatePage(request.server.app.db, request.params.id as number, request.payload as ContentPagePayload),
      },
      {
        method: 'GET',
        path: '/api/admin/site-config',
        options: { auth: ADMIN_ONLY, description: 'Branding, as the Site Config tab edits it' },
        handler: (request) => getSiteConfig(request.server.app.db),
      },
      {
        method: 'PUT',
        path: '/api/admin/site-config',
        options: { auth: ADMIN_ONLY, description: 'Change the given branding fields', validate: { payload: siteConfigPayload } },
        handler: (request) => updateSiteConfig(request.server.app.db, request.payload as SiteConfigPayload),
      },
      {
        method: 'PUT',
        path: '/api/admin/event-vendor-info/{eventId}/{vendorId}',
        options: {
          auth: ADMIN_ONLY,
          description: 'Insert or replace the info line of one event and vendor',
          validate: { params: Joi.object({ eventId: id.required(), vendorId: id.required() }), payload: infoPayload },
        },
        handler: (request) =>
          saveEventVendorInfo(
            request.server.app.db,
            request.params.eventId as number,
            request.params.vendorId as number,
            (request.payload as EventVendorInfoPayload).info,
          ),
      },
    ]);
  },
};
