import type { Plugin } from '@hapi/hapi';

const READY_TIMEOUT_MS = 2000;

/** Liveness answers while the process runs; readiness only while the database answers too. */
export const healthPlugin: Plugin<void> = {
  name: 'health',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/healthz',
        options: { auth: false, description: 'Liveness' },
        handler: () => ({ status: 'ok' }),
      },
      {
        method: 'GET',
        path: '/readyz',
        options: { auth: false, description: 'Readiness: the database answers' },
        handler: async (request, h) => {
          try {
            await request.server.app.db.raw('select 1').timeout(READY_TIMEOUT_MS);
            return { status: 'ready' };
          } catch {
            return h.response({ status: 'unavailable' }).code(503);
          }
        },
      },
    ]);
  },
};
