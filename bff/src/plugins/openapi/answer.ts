import type { ApiError } from '@vsp/contract';
import Joi from 'joi';

/**
 * The schema of a JSON answer, under its name in the document's components. It lists every key of
 * the contract's type (the type checker refuses a missing or an unknown one), and every key is always
 * present in the answer unless its schema says `.optional()`, as the contract's optional fields do.
 */
export function answer<T extends object>(name: string, keys: { [K in keyof T]-?: Joi.Schema }): Joi.ObjectSchema<T> {
  const present = Object.fromEntries(
    Object.entries<Joi.Schema>(keys).map(([key, schema]) => [key, schema.$_getFlag('presence') === 'optional' ? schema : schema.required()]),
  );
  return Joi.object<T>(present as Joi.PartialSchemaMap<T>).meta({ className: name });
}

/** The body of every error answer (Boom's shape). */
export const apiErrorResponse = answer<ApiError>('ApiError', {
  statusCode: Joi.number().integer(),
  error: Joi.string(),
  message: Joi.string(),
});

/** Text in an answer; it may be empty. */
export const text = Joi.string().allow('');

/** A moment as JSON carries it: ISO 8601 in UTC. */
export const timestamp = Joi.string().meta({ swagger: { format: 'date-time' } });

/** A calendar date as YYYY-MM-DD. */
export const calendarDay = Joi.string().meta({ swagger: { format: 'date' } });
