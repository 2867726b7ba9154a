import Joi from 'joi';
import { INT32_MAX } from './validation';

// NUL and the other control characters never belong in stored text (PostgreSQL refuses NUL outright);
// multi-line text keeps tab, line feed and carriage return.
// The patterns say what the text may hold (not what it may not), so the OpenAPI document states them as they are.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_TEXT = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** Refuses control characters with a 400 that names the field. */
export function withoutControlCharacters(schema: Joi.StringSchema, text: 'single-line' | 'multi-line' = 'single-line'): Joi.StringSchema {
  return schema
    .pattern(text === 'single-line' ? SINGLE_LINE_TEXT : MULTI_LINE_TEXT, { name: 'text without control characters' })
    .rule({ message: '{{#label}} must not contain control characters' });
}

/** A required single-line value, trimmed, within its column's limit, without control characters. */
export function requiredString(max: number): Joi.StringSchema {
  return withoutControlCharacters(Joi.string().trim().min(1).max(max)).required();
}

/** An optional single-line value within its column's limit, without control characters; empty or blank text is stored as null. */
export function optionalString(max: number): Joi.StringSchema {
  return withoutControlCharacters(Joi.string().trim().max(max)).allow(null).empty('').default(null);
}

/** Like requiredString, for text that may run over several lines (tabs and line breaks allowed). */
export function requiredText(max: number): Joi.StringSchema {
  return withoutControlCharacters(Joi.string().trim().min(1).max(max), 'multi-line').required();
}

/** Like optionalString, for text that may run over several lines (tabs and line breaks allowed). */
export function optionalText(max: number): Joi.StringSchema {
  return withoutControlCharacters(Joi.string().trim().max(max), 'multi-line').allow(null).empty('').default(null);
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

// ISO 8601 in its extended form: a calendar date, optionally followed by a time of day and a UTC offset.
const ISO_DATE_OR_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:[Tt ](?:[01]\d|2[0-3]):[0-5]\d(?::(?:[0-5]\d|60)(?:[.,]\d+)?)?(?:[Zz]|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?)?$/;

/**
 * A calendar date, answered as YYYY-MM-DD; empty or null means none. It accepts any ISO 8601 date or
 * date-time, as date inputs, scripts and other clients send it. A date-time stands for the calendar
 * date as written, in its own offset and without converting it to UTC: an event's dates are days in
 * the place it happens, so `2030-05-01T23:30:00-05:00` and `2030-05-01T00:00:00.000Z` are both 2030-05-01.
 */
export const calendarDate = Joi.string()
  .trim()
  .allow(null)
  .empty('')
  .default(null)
  .pattern(ISO_DATE_OR_DATE_TIME)
  .custom((value: string, helpers) => {
    const day = value.slice(0, 10);
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : helpers.error('date.base');
  })
  .messages({
    'string.pattern.base': '{{#label}} must be an ISO 8601 date or date-time, such as 2030-05-01',
    'date.base': '{{#label}} must be a valid date',
  });
