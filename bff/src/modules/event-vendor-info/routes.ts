import { api, EVENT_VENDOR_INFO_TOO_LONG, LIMITS, type EventVendorInfoPayload } from '@vsp/contract';
import Joi from 'joi';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { withoutControlCharacters } from '../../lib/fields';
import { answers, at, domainModule } from '../../lib/route-table';
import { id } from '../../lib/validation';
import { eventVendorInfoListResponse, eventVendorInfoResponse } from './responses';
import { listEventVendorInfo, saveEventVendorInfo } from './service';

const infoParams = Joi.object({ eventId: id.required(), vendorId: id.required() });

const infoPayload = Joi.object<EventVendorInfoPayload>({
  info: withoutControlCharacters(Joi.string().trim().allow('').max(LIMITS.eventVendorInfo.info))
    .required()
    .messages({ 'string.max': EVENT_VENDOR_INFO_TOO_LONG }),
});

export const eventVendorInfoRoutes = domainModule('event-vendor-info', [
  {
    ...at(api.eventVendorInfo.list),
    options: {
      description: 'Info line per event and vendor; every signed-in user reads it for the scoring grid',
      ...answers(eventVendorInfoListResponse),
    },
    handler: (request) => listEventVendorInfo(request.server.app.db),
  },
  {
    ...at(api.eventVendorInfo.save),
    options: {
      auth: ADMIN_ONLY,
      description: 'Insert or replace the info line of one event and vendor',
      validate: { params: infoParams, payload: infoPayload },
      ...answers(eventVendorInfoResponse),
    },
    handler: (request) =>
      asCaller(request, (trx) =>
        saveEventVendorInfo(trx, request.params.eventId as number, request.params.vendorId as number, (request.payload as EventVendorInfoPayload).info),
      ),
  },
]);
