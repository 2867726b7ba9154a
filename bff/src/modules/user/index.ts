import type { Plugin } from '@hapi/hapi';
import { listUserPermissions, listUserQuestions } from './service';

export const userModule: Plugin<void> = {
  name: 'user',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/api/user/permissions',
        options: { description: "The caller's event permission rows; no row means access" },
        handler: (request) => listUserPermissions(request.server.app.db, request.auth.credentials.user!.id),
      },
      {
        method: 'GET',
        path: '/api/user/questions',
        options: { description: 'Questions of active events (id, eventId, isActive) for progress' },
        handler: (request) => listUserQuestions(request.server.app.db),
      },
    ]);
  },
};
