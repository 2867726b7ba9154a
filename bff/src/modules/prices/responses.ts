import type { EventPrice, SetPrice } from '@vsp/contract';
import Joi from 'joi';
import { answer } from '../../plugins/openapi/answer';

const id = Joi.number().integer();
const price = Joi.number().greater(0).description("The vendor's price in the event, more than 0, at most two decimals");

export const priceListResponse = Joi.array()
  .items(answer<EventPrice>('EventPrice', { vendorId: id, price }))
  .description("The event's prices, in the vendors' grid order");

export const setPriceResponse = answer<SetPrice>('SetPrice', { eventId: id, vendorId: id, price });
