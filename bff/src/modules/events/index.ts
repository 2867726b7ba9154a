import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { id } from '../../lib/validation';
import { listEventQuestions, listEvents, listEventVendorInfo, listVendors } from './service';

export const eventsModule: Plugin<void> = {
  name: 'events',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/api/events',
        options: { description: 'Active events by order' },
        handler: (request) => listEvents(request.server.app.db),
      },
      {
        method: 'GET',
        path: '/api/vendors',
        options: { description: 'Active vendors by order' },
        handler: (request) => listVendors(request.server.app.db),
      },
      {
        method: 'GET',
        path: '/api/events/{eventId}/questions',
        options: {
          description: 'Active questions of an event the caller may open',
          validate: { params: Joi.object({ eventId: id.required() }) },
        },
        handler: (request) => listEventQuestions(request.server.app.db, request.auth.credentials.user!.id, request.params.eventId as number),
      },
      {
        method: 'GET',
        path: '/api/admin/event-vendor-info',
        options: { description: 'Info line per event and vendor; every signed-in user reads it for the scoring grid' },
        handler: (request) => listEventVendorInfo(request.server.app.db),
      },
    ]);
  },
};
