import type { ExclusionOverride } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

const id = Joi.number().integer();

export const exclusionResponse = answer<ExclusionOverride>('ExclusionOverride', {
  vendorId: id,
  include: Joi.boolean().description('True keeps in the award a vendor the rules exclude; false excludes one they keep'),
  rationale: text.description('Why'),
  setBy: id.allow(null).description('The administrator who set it; null once that user is deleted'),
  setByName: text.allow(null).description("That administrator's name at the time"),
  setAt: timestamp,
});

export const exclusionListResponse = Joi.array().items(exclusionResponse).description("The event's overrides, in the vendors' grid order");
