import type { Plugin } from '@hapi/hapi';
import type { RemotesConfig } from '../../api-types';
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
    server.route({
      method: 'GET',
      path: '/api/remotes',
      options: { description: 'Where the shell loads the remotes from; the admin remote only for administrators' },
      handler: (request): RemotesConfig => {
        const { evaluatorRemoteUrl, adminRemoteUrl } = request.server.app.config;
        return request.auth.credentials.user!.isAdmin
          ? { evaluator: evaluatorRemoteUrl, admin: adminRemoteUrl }
          : { evaluator: evaluatorRemoteUrl };
      },
    });
  },
};
