import { API_TOKEN_SCOPES, type ApiToken, type CreatedApiToken } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

const scope = Joi.string()
  .valid(...API_TOKEN_SCOPES)
  .description('read: GET requests only; write: the owner\'s changes too');

export const tokenResponse = answer<ApiToken>('ApiToken', {
  id: Joi.number().integer(),
  name: text,
  scope,
  createdAt: timestamp,
  expiresAt: timestamp,
  lastUsedAt: timestamp.allow(null).description('When the token was last accepted, to the minute; null when never'),
});

export const tokenListResponse = Joi.array().items(tokenResponse).description("The caller's tokens, newest first");

export const createdTokenResponse = answer<CreatedApiToken>('CreatedApiToken', {
  id: Joi.number().integer(),
  name: text,
  scope,
  expiresAt: timestamp,
  token: Joi.string().description('The token, shown this once: send it as `Authorization: Bearer <token>`'),
});
