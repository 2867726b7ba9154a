import type { Vendor } from '@vsp/contract';
import Joi from 'joi';
import { answer, text } from '../../plugins/openapi/answer';

export const vendorResponse = answer<Vendor>('Vendor', {
  id: Joi.number().integer(),
  name: text,
  company: text.allow(null),
  logo: text.allow(null).description('An http(s) URL'),
  description: text.allow(null),
  order: Joi.number().integer(),
  isActive: Joi.boolean(),
});

export const vendorListResponse = Joi.array().items(vendorResponse);
