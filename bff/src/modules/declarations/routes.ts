import { api, LIMITS, type DeclarationPayload } from '@vsp/contract';
import Joi from 'joi';
import { callerId, withActor } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { changeOf } from '../../lib/change-feed';
import { optionalText } from '../../lib/fields';
import { answers, at, domainModule } from '../../lib/route-table';
import { eventIdParams, id } from '../../lib/validation';
import { declarationResponse, eventDeclarationsResponse } from './responses';
import { declare, findDeclaration, listEventDeclarations } from './service';

/** The vendors the caller has a conflict with, each once (an empty list declares none), and what they write about it. */
const declarationPayload = Joi.object<DeclarationPayload>({
  conflicts: Joi.array().items(id).unique().required().description('Ids of active vendors; empty for "I have no conflicts"'),
  statement: optionalText(LIMITS.declaration.statement),
});

/** What a declaration does, for the OpenAPI document. */
const DECLARATION_NOTES =
  'When the event requires a declaration, score saves are refused (409) until one is made. Saves on a declared vendor are refused (403), ' +
  "and the caller's scores of it are kept but count nowhere (progress, Incomplete Submissions, Average Scores, the results).";

export const declarationRoutes = domainModule('declarations', [
  {
    ...at(api.declarations.mine),
    options: {
      description: "The caller's current conflict-of-interest declaration for an event; 404 before they have made one",
      validate: { params: eventIdParams },
      ...answers(declarationResponse, { errors: [403] }),
    },
    handler: (request) => {
      const { db, config } = request.server.app;
      return findDeclaration(db, config.timeZone, callerId(request), request.params.eventId as number);
    },
  },
  {
    ...at(api.declarations.declare),
    options: {
      description: "Declare the caller's conflicts of interest in an Active event; each change is kept as a new version",
      notes: DECLARATION_NOTES,
      validate: { params: eventIdParams, payload: declarationPayload },
      ...answers(declarationResponse, { errors: [409] }),
    },
    // The transaction names the caller, so the audit log records who declared.
    handler: async (request) => {
      const { db, config, changes } = request.server.app;
      const userId = callerId(request);
      const declared = await withActor(db, userId, (trx) =>
        declare(trx, config.timeZone, userId, request.params.eventId as number, request.payload as DeclarationPayload),
      );
      // The database tells every process of it; this one knows at once, so the results it answers next count it.
      changes.invalidate(changeOf.results);
      return declared;
    },
  },
  {
    ...at(api.declarations.adminList),
    options: {
      auth: ADMIN_ONLY,
      description: 'Every evaluator with access to an event with their current declaration (or none yet) and its earlier versions',
      validate: { params: eventIdParams },
      ...answers(eventDeclarationsResponse),
    },
    handler: (request) => listEventDeclarations(request.server.app.db, request.params.eventId as number),
  },
]);
