import { api, CONTENT_SLUG_PATTERN, LIMITS, type ContentPagePayload } from '@vsp/contract';
import Joi from 'joi';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { CONTENT_PAGE_BODY_MAX_BYTES } from '../../lib/body-limits';
import { isActive, optionalText, requiredString } from '../../lib/fields';
import { answers, at, domainModule } from '../../lib/route-table';
import { idParams } from '../../lib/validation';
import { contentPageListResponse, contentPageResponse } from './responses';
import { getPage, listAllPages, listPages, updatePage } from './service';

const { contentPage: limits } = LIMITS;

const slugParams = Joi.object({ slug: Joi.string().max(limits.slug).pattern(CONTENT_SLUG_PATTERN).required() });

const pagePayload = Joi.object<ContentPagePayload>({
  title: requiredString(limits.title),
  content: optionalText(limits.content),
  isActive,
});

export const contentRoutes = domainModule('content', [
  {
    ...at(api.content.list),
    options: { description: 'Active content pages for the navigation', ...answers(contentPageListResponse) },
    handler: (request) => listPages(request.server.app.db, request.auth.credentials.user!.isAdmin),
  },
  {
    ...at(api.content.page),
    options: { description: 'One active content page', validate: { params: slugParams }, ...answers(contentPageResponse, { errors: [403] }) },
    handler: (request) => getPage(request.server.app.db, request.params.slug as string, request.auth.credentials.user!.isAdmin),
  },
  {
    ...at(api.content.adminList),
    options: { auth: ADMIN_ONLY, description: 'Every content page, inactive ones included', ...answers(contentPageListResponse) },
    handler: (request) => listAllPages(request.server.app.db),
  },
  {
    ...at(api.content.update),
    options: {
      auth: ADMIN_ONLY,
      description: "Replace a page's title, content and active flag",
      payload: { maxBytes: CONTENT_PAGE_BODY_MAX_BYTES },
      validate: { params: idParams, payload: pagePayload },
      ...answers(contentPageResponse),
    },
    handler: (request) => asCaller(request, (trx) => updatePage(trx, request.params.id as number, request.payload as ContentPagePayload)),
  },
]);
