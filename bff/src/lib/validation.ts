import Boom from '@hapi/boom';
import type { Lifecycle } from '@hapi/hapi';
import Joi from 'joi';

/** A database id: a positive 32-bit integer. */
export const id = Joi.number().integer().positive().max(2_147_483_647);

/** Any id, including the system account's -1. */
export const anyUserId = Joi.number().integer().min(-1).max(2_147_483_647);

/** Validation failures answer 400 with joi's message, which names the field. */
export const failAction: Lifecycle.Method = (_request, _h, error) => {
  throw Boom.badRequest(error instanceof Error ? error.message : 'Invalid request');
};
