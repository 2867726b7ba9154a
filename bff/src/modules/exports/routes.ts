import { api } from '@vsp/contract';
import { ADMIN_ONLY } from '../../lib/admin';
import { answers, at, domainModule } from '../../lib/route-table';
import { xlsxResponse } from '../../lib/xlsx';
import { spreadsheetResponse } from './responses';
import { flattenedScoresSheet, usersSheet } from './service';

export const exportRoutes = domainModule('exports', [
  {
    ...at(api.exports.users),
    options: { auth: ADMIN_ONLY, description: 'Every user as an XLSX attachment, without passwords', ...answers(spreadsheetResponse) },
    handler: (request, h) => xlsxResponse(h, usersSheet(request.server.app.db), (error) => request.log(['error', 'export'], error)),
  },
  {
    ...at(api.exports.flattenedScores),
    options: {
      auth: ADMIN_ONLY,
      description: 'One XLSX row per score, with the user, event, vendor and question',
      ...answers(spreadsheetResponse),
    },
    handler: (request, h) => xlsxResponse(h, flattenedScoresSheet(request.server.app.db), (error) => request.log(['error', 'export'], error)),
  },
]);
