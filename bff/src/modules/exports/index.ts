import type { Plugin } from '@hapi/hapi';
import { ADMIN_ONLY } from '../../lib/admin';
import { xlsxResponse } from '../../lib/xlsx';
import { flattenedScoresSheet, usersSheet } from './service';

export const exportsModule: Plugin<void> = {
  name: 'exports',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/api/admin/export/users',
        options: { auth: ADMIN_ONLY, description: 'Every user as an XLSX attachment, without passwords' },
        handler: (request, h) =>
          xlsxResponse(h, usersSheet(request.server.app.db), (error) => request.log(['error', 'export'], error)),
      },
      {
        method: 'GET',
        path: '/api/admin/export/flattened-scores',
        options: { auth: ADMIN_ONLY, description: 'One XLSX row per score, with the user, event, vendor and question' },
        handler: (request, h) =>
          xlsxResponse(h, flattenedScoresSheet(request.server.app.db), (error) => request.log(['error', 'export'], error)),
      },
    ]);
  },
};
