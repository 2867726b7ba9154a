import { api } from '@vsp/contract';
import { ADMIN_ONLY } from '../../lib/admin';
import { answers, at, domainModule } from '../../lib/route-table';
import { eventIdParams } from '../../lib/validation';
import { XLSX_CONTENT_TYPE, xlsxResponse } from '../../lib/xlsx';
import { auditFiltersQuery, type AuditFilters } from '../audit/schemas';
import { auditSheet } from './audit-sheet';
import { declarationsSheet } from './declarations-sheet';
import { spreadsheetResponse } from './responses';
import { resultsWorkbook } from './results-workbook';
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
  {
    ...at(api.exports.audit),
    options: {
      auth: ADMIN_ONLY,
      description: 'The audit log as an XLSX attachment, one row per changed field, with the same filters as the list',
      validate: { query: auditFiltersQuery },
      ...answers(spreadsheetResponse),
    },
    handler: (request, h) =>
      xlsxResponse(h, auditSheet(request.server.app.db, request.query as unknown as AuditFilters), (error) => request.log(['error', 'export'], error)),
  },
  {
    ...at(api.exports.declarations),
    options: {
      auth: ADMIN_ONLY,
      description: "One event's conflict-of-interest declarations as an XLSX attachment: every version, and who has not declared yet",
      validate: { params: eventIdParams },
      ...answers(spreadsheetResponse),
    },
    handler: async (request, h) => {
      const { db } = request.server.app;
      return xlsxResponse(h, await declarationsSheet(db, request.params.eventId as number), (error) => request.log(['error', 'export'], error));
    },
  },
  {
    ...at(api.exports.results),
    options: {
      auth: ADMIN_ONLY,
      description: "One event's results as an XLSX attachment: sheets Ranking, Matrix, Cells, Evaluators and Agreement",
      validate: { params: eventIdParams },
      ...answers(spreadsheetResponse),
    },
    handler: async (request, h) => {
      const { fileName, content } = await resultsWorkbook(request.server.app.db, request.params.eventId as number);
      return h
        .response(content)
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
    },
  },
]);
