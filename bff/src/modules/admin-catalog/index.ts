import type { Plugin, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import type { EventPayload, QuestionPayload, VendorPayload } from '../../api-types';
import { ADMIN_ONLY } from '../../lib/admin';
import { calendarDate, isActive, optionalHttpUrl, optionalString, order, requiredString, TEXT_MAX } from '../../lib/fields';
import { id } from '../../lib/validation';
import * as catalog from './service';

// PUT replaces the record: it takes the same payload as POST, and an absent optional field takes its default.
const eventPayload = Joi.object<EventPayload>({
  name: requiredString(100),
  description: optionalString(TEXT_MAX),
  status: Joi.string().trim().min(1).max(50).default('Not Scheduled'),
  startDate: calendarDate,
  endDate: calendarDate,
  location: optionalString(255),
  order,
  isActive,
});

const vendorPayload = Joi.object<VendorPayload>({
  name: requiredString(100),
  company: optionalString(100),
  logo: optionalHttpUrl(255),
  description: optionalString(TEXT_MAX),
  order,
  isActive,
});

const questionPayload = Joi.object<QuestionPayload>({
  eventId: id.required(),
  text: requiredString(TEXT_MAX),
  description: optionalString(TEXT_MAX),
  order,
  isActive,
});

const params = Joi.object({ id: id.required() });

interface CatalogResource<P> {
  /** Path segment under /api/admin. */
  path: string;
  payload: Joi.ObjectSchema<P>;
  list: (db: Knex) => Promise<object[]>;
  create: (db: Knex, payload: P) => Promise<object>;
  update: (db: Knex, id: number, payload: P) => Promise<object>;
  remove: (db: Knex, id: number) => Promise<void>;
  describe: { list: string; create: string; update: string; remove: string };
}

/** The four admin routes of one catalog table: list, create (201), replace, delete (204). */
function resourceRoutes<P>(resource: CatalogResource<P>): ServerRoute[] {
  const collection = `/api/admin/${resource.path}`;
  return [
    {
      method: 'GET',
      path: collection,
      options: { auth: ADMIN_ONLY, description: resource.describe.list },
      handler: (request) => resource.list(request.server.app.db),
    },
    {
      method: 'POST',
      path: collection,
      options: { auth: ADMIN_ONLY, description: resource.describe.create, validate: { payload: resource.payload } },
      handler: async (request, h) => h.response(await resource.create(request.server.app.db, request.payload as P)).code(201),
    },
    {
      method: 'PUT',
      path: `${collection}/{id}`,
      options: { auth: ADMIN_ONLY, description: resource.describe.update, validate: { params, payload: resource.payload } },
      handler: (request) => resource.update(request.server.app.db, request.params.id as number, request.payload as P),
    },
    {
      method: 'DELETE',
      path: `${collection}/{id}`,
      options: { auth: ADMIN_ONLY, description: resource.describe.remove, validate: { params } },
      handler: async (request, h) => {
        await resource.remove(request.server.app.db, request.params.id as number);
        return h.response().code(204);
      },
    },
  ];
}

export const adminCatalogModule: Plugin<void> = {
  name: 'admin-catalog',
  register(server) {
    server.route([
      ...resourceRoutes<EventPayload>({
        path: 'events',
        payload: eventPayload,
        list: catalog.listAllEvents,
        create: catalog.createEvent,
        update: catalog.updateEvent,
        remove: catalog.deleteEvent,
        describe: {
          list: 'Every event, inactive ones included',
          create: 'Create an event',
          update: 'Replace an event',
          remove: 'Delete an event with its questions, scores, permissions and vendor info',
        },
      }),
      ...resourceRoutes<VendorPayload>({
        path: 'vendors',
        payload: vendorPayload,
        list: catalog.listAllVendors,
        create: catalog.createVendor,
        update: catalog.updateVendor,
        remove: catalog.deleteVendor,
        describe: {
          list: 'Every vendor, inactive ones included',
          create: 'Create a vendor',
          update: 'Replace a vendor',
          remove: 'Delete a vendor with its scores and info lines',
        },
      }),
      ...resourceRoutes<QuestionPayload>({
        path: 'questions',
        payload: questionPayload,
        list: catalog.listAllQuestions,
        create: catalog.createQuestion,
        update: catalog.updateQuestion,
        remove: catalog.deleteQuestion,
        describe: {
          list: 'Every question, by event name then order',
          create: 'Create a question in an event',
          update: 'Replace a question',
          remove: 'Delete a question with its scores',
        },
      }),
    ]);
  },
};
