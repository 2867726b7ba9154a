import Joi from 'joi';
import j2s from 'joi-to-swagger';
import { calendarDate, optionalEmail, optionalHttpUrl, optionalString, optionalText, requiredString, requiredText } from './fields';

function check(schema: Joi.Schema, value: unknown): { value?: unknown; error?: string } {
  const { value: converted, error } = Joi.object({ field: schema }).validate({ field: value });
  return error ? { error: error.message } : { value: (converted as { field: unknown }).field };
}

const REFUSED = { error: '"field" must not contain control characters' };

// Every field built with these refuses control characters, the users' fields included.
describe('text field builders', () => {
  const singleLine: [string, Joi.Schema, string][] = [
    ['requiredString', requiredString(50), 'a%b'],
    ['optionalString', optionalString(50), 'a%b'],
    ['optionalEmail', optionalEmail(50), 'a%b@example.test'],
    ['optionalHttpUrl', optionalHttpUrl(50), 'https://example.test/a%b'],
  ];
  const multiLine: [string, Joi.Schema, string][] = [
    ['requiredText', requiredText(50), 'a%b'],
    ['optionalText', optionalText(50), 'a%b'],
  ];

  it.each([...singleLine, ...multiLine])('%s refuses NUL, DEL and the other control characters', (_name, schema, template) => {
    for (const character of ['\u0000', '\u0001', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f']) {
      expect({ character, ...check(schema, template.replace('%', character)) }).toEqual({ character, ...REFUSED });
    }
  });

  it.each(singleLine)('%s refuses tab and line breaks inside the value', (_name, schema, template) => {
    for (const character of ['\t', '\n', '\r']) {
      expect({ character, ...check(schema, template.replace('%', character)) }).toEqual({ character, ...REFUSED });
    }
  });

  it.each(multiLine)('%s keeps tab and line breaks', (_name, schema, template) => {
    const value = template.replace('%', '\t\r\n');
    expect(check(schema, value)).toEqual({ value });
  });

  // A URL takes ASCII only, so it is checked with plain text.
  it.each([...singleLine, ...multiLine])('%s keeps ordinary text, accents and emoji', (name, schema, template) => {
    const value = template.replace('%', name === 'optionalHttpUrl' ? '-b_c.d' : 'é😀');
    expect(check(schema, value)).toEqual({ value });
  });
});

describe('the OpenAPI document of text fields', () => {
  it.each([
    ['requiredString', requiredString(50), false],
    ['optionalText', optionalText(50), true],
  ])('states as the pattern of %s what the text may hold', (_name, schema, multiLine) => {
    const { pattern } = j2s(schema).swagger as { pattern: string };
    const allowed = new RegExp(pattern);
    expect(['plain', 'é😀', 'a\tb\nc', 'a\u0000b', 'a\u007fb'].map((text) => allowed.test(text))).toEqual([true, true, multiLine, false, false]);
  });
});

describe('calendarDate', () => {
  it.each([
    ['2030-05-01', '2030-05-01'],
    ['2030-05-01T00:00:00.000Z', '2030-05-01'],
    ['2030-05-01t10:00z', '2030-05-01'],
    ['2030-05-01T10:00:00+02:00', '2030-05-01'],
    ['2030-05-01T23:30:00-05:00', '2030-05-01'],
    ['2030-05-01T00:30:00+05:00', '2030-05-01'],
    ['2030-05-01T23:59:60Z', '2030-05-01'],
    ['2030-05-01T10:00:00,5+01', '2030-05-01'],
    ['2028-02-29T12:00:00Z', '2028-02-29'],
    ['', null],
    [null, null],
  ])('answers %p as %p', (sent, day) => {
    expect(check(calendarDate, sent)).toEqual({ value: day });
  });

  it.each([
    '2030-5-1',
    '2030-05-01T',
    '2030-05-01T24:00:00Z',
    '2030-05-01T10:60:00Z',
    '2030-05-01T10:00:00+24:00',
    '2030-05-01T10:00:00 UTC',
    '2030-05-01\u0000',
    '20300501',
    'May 1, 2030',
  ])('refuses %p naming the field', (sent) => {
    expect(check(calendarDate, sent).error).toMatch(/^"field" must be an ISO 8601 date or date-time/);
  });

  it.each(['2030-02-29', '2030-02-29T10:00:00Z', '2030-13-01T00:00:00Z'])('refuses the impossible date %p', (sent) => {
    expect(check(calendarDate, sent)).toEqual({ error: '"field" must be a valid date' });
  });
});
