import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_SCOPES, LIMITS, type ApiTokenPayload } from '@vsp/contract';
import Joi from 'joi';
import { requiredString } from '../../lib/fields';

export const tokenPayload = Joi.object<ApiTokenPayload>({
  name: requiredString(LIMITS.apiToken.name),
  scope: Joi.string()
    .valid(...API_TOKEN_SCOPES)
    .required(),
  expiresInDays: Joi.number().integer().min(API_TOKEN_EXPIRY_DAYS.min).max(API_TOKEN_EXPIRY_DAYS.max).required(),
});
