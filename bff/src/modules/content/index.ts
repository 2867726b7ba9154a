import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { getPage, listPages } from './service';

export const contentModule: Plugin<void> = {
  name: 'content',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/api/content',
        options: { description: 'Active content pages for the navigation' },
        handler: (request) => listPages(request.server.app.db, request.auth.credentials.user!.isAdmin),
      },
      {
        method: 'GET',
        path: '/api/content/{slug}',
        options: {
          description: 'One active content page',
          validate: { params: Joi.object({ slug: Joi.string().max(100).pattern(/^[a-z0-9-]+$/).required() }) },
        },
        handler: (request) => getPage(request.server.app.db, request.params.slug as string, request.auth.credentials.user!.isAdmin),
      },
    ]);
  },
};
