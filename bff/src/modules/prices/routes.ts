import { api, hasAtMostDecimals, PRICE, type PricePayload } from '@vsp/contract';
import Joi from 'joi';
import { asCaller, callerId } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { eventVendorOf, eventVendorParams } from '../../lib/event-vendor';
import { answers, answersNoContent, at, domainModule, noContent } from '../../lib/route-table';
import { eventIdParams } from '../../lib/validation';
import { priceListResponse, setPriceResponse } from './responses';
import { listPrices, removePrice, setPrice } from './service';

const PRICE_INVALID = `"price" must be more than 0, with at most ${PRICE.decimals} decimals`;

const pricePayload = Joi.object<PricePayload>({
  price: Joi.number()
    .greater(0)
    .max(PRICE.max)
    .custom((value: number, helpers) => (hasAtMostDecimals(value, PRICE.decimals) ? value : helpers.message({ custom: PRICE_INVALID })))
    .messages({ 'number.greater': PRICE_INVALID })
    .required(),
});

const PRICE_NOTES =
  "The award's price score is worked out from the prices of the vendors still in the award (see priceFormula of the event). " +
  'Every change is in the audit log under the entity "price". 404 for an unknown event or vendor.';

// Each write runs in a transaction naming the administrator (asCaller), so the audit log records who made it.
export const priceRoutes = domainModule('prices', [
  {
    ...at(api.prices.list),
    options: { auth: ADMIN_ONLY, description: "The vendors' prices in the event", validate: { params: eventIdParams }, ...answers(priceListResponse) },
    handler: (request) => listPrices(request.server.app.db, request.params.eventId as number),
  },
  {
    ...at(api.prices.set),
    options: {
      auth: ADMIN_ONLY,
      description: "Record or replace a vendor's price in the event",
      notes: PRICE_NOTES,
      validate: { params: eventVendorParams, payload: pricePayload },
      ...answers(setPriceResponse),
    },
    handler: (request) => asCaller(request, (trx) => setPrice(trx, eventVendorOf(request), (request.payload as PricePayload).price, callerId(request))),
  },
  {
    ...at(api.prices.remove),
    options: { auth: ADMIN_ONLY, description: "Remove a vendor's price in the event; 404 when it has none", notes: PRICE_NOTES, validate: { params: eventVendorParams }, ...answersNoContent() },
    handler: async (request, h) => {
      await asCaller(request, (trx) => removePrice(trx, eventVendorOf(request)));
      return noContent(h);
    },
  },
]);
