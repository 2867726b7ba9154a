import Boom from '@hapi/boom';
import type { Lifecycle, Request, ResponseToolkit } from '@hapi/hapi';
import { adminTabPagePath, api } from '@vsp/contract';
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

/** A browser opening the address as a page (a new tab), not the page's own fetch. */
const isNavigation = (request: Request) => request.headers['sec-fetch-mode'] === 'navigate' || String(request.headers.accept ?? '').includes('text/html');

/**
 * The spec's two exports open in a new tab. A tab opened after the session ended would show the
 * refusal as JSON; it is sent to the Export Data tab instead, where the sign-in screen comes first
 * and then the tab again.
 */
const signInWhenOpenedInATab = {
  onPreResponse: {
    method: (request: Request, h: ResponseToolkit): Lifecycle.ReturnValue => {
      const response = request.response;
      if (Boom.isBoom(response) && response.output.statusCode === 401 && isNavigation(request)) return h.redirect(adminTabPagePath('export')).takeover();
      return h.continue;
    },
  },
};

export const exportRoutes = domainModule('exports', [
  {
    ...at(api.exports.users),
    options: { auth: ADMIN_ONLY, ext: signInWhenOpenedInATab, description: 'Every user as an XLSX attachment, without passwords', ...answers(spreadsheetResponse) },
    handler: (request, h) => xlsxResponse(h, usersSheet(request.server.app.db), (error) => request.log(['error', 'export'], error)),
  },
  {
    ...at(api.exports.flattenedScores),
    options: {
      auth: ADMIN_ONLY,
      ext: signInWhenOpenedInATab,
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
      description: "One event's results as an XLSX attachment: sheets Ranking, Matrix, Cells, Evaluators, Agreement, Consensus and Award",
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
