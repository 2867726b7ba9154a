import { api, EXCLUSION_RATIONALE_MIN, LIMITS, type ExclusionPayload } from '@vsp/contract';
import Joi from 'joi';
import { asCaller, callerId } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { eventVendorOf, eventVendorParams } from '../../lib/event-vendor';
import { requiredText } from '../../lib/fields';
import { answers, answersNoContent, at, domainModule, noContent } from '../../lib/route-table';
import { eventIdParams } from '../../lib/validation';
import { exclusionListResponse, exclusionResponse } from './responses';
import { listExclusions, removeExclusion, setExclusion } from './service';

const exclusionPayload = Joi.object<ExclusionPayload>({
  include: Joi.boolean().strict().required(),
  rationale: requiredText(LIMITS.exclusion.rationale).min(EXCLUSION_RATIONALE_MIN),
});

const EXCLUSION_NOTES =
  'include: true keeps in the award a vendor the rules exclude (its reasons stay listed, marked overridden); include: false excludes one they keep. ' +
  'Every change is in the audit log under the entity "exclusion". 404 for an unknown event or vendor.';

// Each write runs in a transaction naming the administrator (asCaller), so the audit log records who made it.
export const exclusionRoutes = domainModule('exclusions', [
  {
    ...at(api.exclusions.list),
    options: {
      auth: ADMIN_ONLY,
      description: "The administrators' decisions over the award's rules in the event, with who set them and when",
      validate: { params: eventIdParams },
      ...answers(exclusionListResponse),
    },
    handler: (request) => listExclusions(request.server.app.db, request.params.eventId as number),
  },
  {
    ...at(api.exclusions.set),
    options: {
      auth: ADMIN_ONLY,
      description: 'Keep a vendor in the award whatever the rules say, or exclude it, with the reason',
      notes: EXCLUSION_NOTES,
      validate: { params: eventVendorParams, payload: exclusionPayload },
      ...answers(exclusionResponse),
    },
    handler: (request) => asCaller(request, (trx) => setExclusion(trx, eventVendorOf(request), request.payload as ExclusionPayload, callerId(request))),
  },
  {
    ...at(api.exclusions.remove),
    options: {
      auth: ADMIN_ONLY,
      description: "Remove the override of a vendor, so the rules decide again; 404 when it has none",
      notes: EXCLUSION_NOTES,
      validate: { params: eventVendorParams },
      ...answersNoContent(),
    },
    handler: async (request, h) => {
      await asCaller(request, (trx) => removeExclusion(trx, eventVendorOf(request)));
      return noContent(h);
    },
  },
]);
