import type { Plugin } from '@hapi/hapi';
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

export const adminCatalogModule: Plugin<void> = {
  name: 'admin-catalog',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/api/admin/events',
        options: { auth: ADMIN_ONLY, description: 'Every event, inactive ones included' },
        handler: (request) => catalog.listAllEvents(request.server.app.db),
      },
      {
        method: 'POST',
        path: '/api/admin/events',
        options: { auth: ADMIN_ONLY, description: 'Create an event', validate: { payload: eventPayload } },
        handler: async (request, h) => h.response(await catalog.createEvent(request.server.app.db, request.payload as EventPayload)).code(201),
      },
      {
        method: 'PUT',
        path: '/api/admin/events/{id}',
        options: { auth: ADMIN_ONLY, description: 'Replace an event', validate: { params, payload: eventPayload } },
        handler: (request) => catalog.updateEvent(request.server.app.db, request.params.id as number, request.payload as EventPayload),
      },
      {
        method: 'DELETE',
        path: '/api/admin/events/{id}',
        options: { auth: ADMIN_ONLY, description: 'Delete an event with its questions, scores, permissions and vendor info', validate: { params } },
        handler: async (request, h) => {
          await catalog.deleteEvent(request.server.app.db, request.params.id as number);
          return h.response().code(204);
        },
      },
      {
        method: 'GET',
        path: '/api/admin/vendors',
        options: { auth: ADMIN_ONLY, description: 'Every vendor, inactive ones included' },
        handler: (request) => catalog.listAllVendors(request.server.app.db),
      },
      {
        method: 'POST',
        path: '/api/admin/vendors',
        options: { auth: ADMIN_ONLY, description: 'Create a vendor', validate: { payload: vendorPayload } },
        handler: async (request, h) => h.response(await catalog.createVendor(request.server.app.db, request.payload as VendorPayload)).code(201),
      },
      {
        method: 'PUT',
        path: '/api/admin/vendors/{id}',
        options: { auth: ADMIN_ONLY, description: 'Replace a vendor', validate: { params, payload: vendorPayload } },
        handler: (request) => catalog.updateVendor(request.server.app.db, request.params.id as number, request.payload as VendorPayload),
      },
      {
        method: 'DELETE',
        path: '/api/admin/vendors/{id}',
        options: { auth: ADMIN_ONLY, description: 'Delete a vendor with its scores and info lines', validate: { params } },
        handler: async (request, h) => {
          await catalog.deleteVendor(request.server.app.db, request.params.id as number);
          return h.response().code(204);
        },
      },
      {
        method: 'GET',
        path: '/api/admin/questions',
        options: { auth: ADMIN_ONLY, description: 'Every question, by event name then order' },
        handler: (request) => catalog.listAllQuestions(request.server.app.db),
      },
      {
        method: 'POST',
        path: '/api/admin/questions',
        options: { auth: ADMIN_ONLY, description: 'Create a question in an event', validate: { payload: questionPayload } },
        handler: async (request, h) =>
          h.response(await catalog.createQuestion(request.server.app.db, request.payload as QuestionPayload)).code(201),
      },
      {
        method: 'PUT',
        path: '/api/admin/questions/{id}',
        options: { auth: ADMIN_ONLY, description: 'Replace a question', validate: { params, payload: questionPayload } },
        handler: (request) => catalog.updateQuestion(request.server.app.db, request.params.id as number, request.payload as QuestionPayload),
      },
      {
        method: 'DELETE',
        path: '/api/admin/questions/{id}',
        options: { auth: ADMIN_ONLY, description: 'Delete a question with its scores', validate: { params } },
        handler: async (request, h) => {
          await catalog.deleteQuestion(request.server.app.db, request.params.id as number);
          return h.response().code(204);
        },
      },
    ]);
  },
};
