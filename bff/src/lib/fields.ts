import Joi from 'joi';
import { INT32_MAX } from './validation';

/** A required single-line value, trimmed, within its column's limit. */
export function requiredString(max: number): Joi.StringSchema {
  return Joi.string().trim().min(1).max(max).required();
}

/** An optional value within its column's limit; empty or blank text is stored as null. */
export function optionalString(max: number): Joi.StringSchema {
  return Joi.string().trim().max(max).allow(null).empty('').default(null);
}

export function optionalEmail(max: number): Joi.StringSchema {
  return optionalString(max).email({ tlds: { allow: false } });
}

export function optionalHttpUrl(max: number): Joi.StringSchema {
  return optionalString(max).uri({ scheme: ['http', 'https'] });
}

/** Display order: a 32-bit integer, 0 by default. */
export const order = Joi.number().integer().min(-INT32_MAX - 1).max(INT32_MAX).default(0);

export const isActive = Joi.boolean().default(true);

/** A calendar date as YYYY-MM-DD (what a date input sends); empty means none. */
export const calendarDate = Joi.string()
  .trim()
  .allow(null)
  .empty('')
  .default(null)
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((value: string, helpers) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : helpers.error('date.base');
  })
  .messages({ 'string.pattern.base': '{{#label}} must be a date as YYYY-MM-DD', 'date.base': '{{#label}} must be a valid date' });
