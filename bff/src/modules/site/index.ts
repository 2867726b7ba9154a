import type { Plugin } from '@hapi/hapi';
import { getSiteConfig } from './service';

export const siteModule: Plugin<void> = {
  name: 'site',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/site-config',
      options: { auth: false, description: 'Branding; public because the login screen shows it' },
      handler: (request) => getSiteConfig(request.server.app.db),
    });
  },
};
