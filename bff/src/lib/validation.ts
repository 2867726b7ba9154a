import Boom from '@hapi/boom';
import type { Lifecycle } from '@hapi/hapi';
import { SYSTEM_USER_ID } from '@vsp/contract';
import Joi from 'joi';

/** The largest value of the database's integer columns. */
export const INT32_MAX = 2_147_483_647;

/** A database id: a positive 32-bit integer. */
export const id = Joi.number().integer().positive().max(INT32_MAX);

/** Any user id, the system account's included. */
export const anyUserId = Joi.number().integer().min(SYSTEM_USER_ID).max(INT32_MAX);

/** The parameters of a route on one record: `/{id}`. */
export const idParams = Joi.object({ id: id.required() });

/** The parameters of a route below one event: `/{eventId}`. */
export const eventIdParams = Joi.object({ eventId: id.required() });

/** Validation failures answer 400 with joi's message, which names the field. */
export const failAction: Lifecycle.Method = (_request, _h, error) => {
  throw Boom.badRequest(error instanceof Error ? error.message : 'Invalid request');
};
