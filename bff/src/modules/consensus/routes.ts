import type { Request } from '@hapi/hapi';
import { api, LIMITS, SCORE_MAX, SCORE_MIN, type ConsensusPayload } from '@vsp/contract';
import Joi from 'joi';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { requiredText } from '../../lib/fields';
import { answers, answersNoContent, at, domainModule, noContent } from '../../lib/route-table';
import { eventIdParams, id } from '../../lib/validation';
import { consensusListResponse, consensusResponse } from './responses';
import { listConsensus, removeConsensus, setConsensus, type CellKey } from './service';

const cellParams = Joi.object<CellKey>({ eventId: id.required(), vendorId: id.required(), questionId: id.required() });

/** The cell a route names, as its validated parameters give it. */
const cellOf = (request: Request): CellKey => request.params as unknown as CellKey;

/** An agreed score: 1 to 5, or 0 for No Vote; the reason is required. */
const consensusPayload = Joi.object<ConsensusPayload>({
  score: Joi.number().integer().min(SCORE_MIN).max(SCORE_MAX).required(),
  rationale: requiredText(LIMITS.consensus.rationale),
});

/** What an agreed score does, for the OpenAPI document. */
const CONSENSUS_NOTES =
  "The ranking's consensusScore uses the agreed score of a cell in place of the evaluators' mean; an agreed No Vote (0) takes the cell out. " +
  "Every change is in the audit log under the entity \"consensus\". 404 for an unknown event, vendor or question; 400 for a question of another event.";

// Each write runs in a transaction naming the administrator (asCaller), so the audit log records who made it.
export const consensusRoutes = domainModule('consensus', [
  {
    ...at(api.consensus.list),
    options: {
      auth: ADMIN_ONLY,
      description: "The event's agreed (consensus) scores with their rationale, who set them and when",
      validate: { params: eventIdParams },
      ...answers(consensusListResponse),
    },
    handler: (request) => listConsensus(request.server.app.db, request.params.eventId as number),
  },
  {
    ...at(api.consensus.set),
    options: {
      auth: ADMIN_ONLY,
      description: 'Record or replace the agreed score of one cell (vendor × question), also one nobody rated',
      notes: CONSENSUS_NOTES,
      validate: { params: cellParams, payload: consensusPayload },
      ...answers(consensusResponse),
    },
    handler: (request) =>
      asCaller(request, (trx) =>
        setConsensus(trx, cellOf(request), request.payload as ConsensusPayload, request.auth.credentials.user!.id),
      ),
  },
  {
    ...at(api.consensus.remove),
    options: {
      auth: ADMIN_ONLY,
      description: 'Remove the agreed score of one cell; 404 when it has none',
      notes: CONSENSUS_NOTES,
      validate: { params: cellParams },
      ...answersNoContent(),
    },
    handler: async (request, h) => {
      await asCaller(request, (trx) => removeConsensus(trx, cellOf(request)));
      return noContent(h);
    },
  },
]);
