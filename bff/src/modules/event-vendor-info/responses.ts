import type { EventVendorInfo } from '@vsp/contract';
import Joi from 'joi';
import { answer, text } from '../../plugins/openapi/answer';

export const eventVendorInfoResponse = answer<EventVendorInfo>('EventVendorInfo', {
  eventId: Joi.number().integer(),
  vendorId: Joi.number().integer(),
  info: text,
});

export const eventVendorInfoListResponse = Joi.array().items(eventVendorInfoResponse);
