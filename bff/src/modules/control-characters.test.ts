import type { ServerInjectResponse } from '@hapi/hapi';
import { api } from '@vsp/contract';
import { createCatalog, dataFingerprint, type Catalog } from '../../test/fixtures';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../test/server';

/**
 * Control characters in the text fields of events, vendors, questions, content pages, the site
 * configuration, event vendor info and scores: NUL above all (PostgreSQL refuses it, which used to
 * surface as a 500) answers 400 naming the field and changes nothing; multi-line text keeps tab,
 * line feed and carriage return.
 */
let t: TestServer;
let admin: Caller;
let evaluator: Caller;
let catalog: Catalog;
let pageId: number;

beforeAll(async () => {
  t = await startTestServer();
  catalog = await createCatalog(t.db);
  await createUser(t.db, { username: 'eva' });
  admin = await adminCaller(t.server);
  evaluator = await caller(t.server, 'eva');
  pageId = (await t.db('contentPages').where({ slug: 'vendor-files' }).first()).id as number;
});
afterAll(() => t.close());

interface Target {
  name: string;
  as: () => Caller;
  endpoint: () => { method: string; url: string };
  /** A payload the route accepts; each test changes one field of it. */
  valid: () => Record<string, unknown>;
  singleLine: string[];
  multiLine: string[];
}

const TARGETS: Target[] = [
  {
    name: 'creating an event',
    as: () => admin,
    endpoint: () => to(api.events.create),
    valid: () => ({ name: 'E', description: 'D', status: 'Active', location: 'L' }),
    singleLine: ['name', 'status', 'location'],
    multiLine: ['description'],
  },
  {
    name: 'replacing an event',
    as: () => admin,
    endpoint: () => to(api.events.update, { id: catalog.active.id }),
    valid: () => ({ name: 'Active event', status: 'Active' }),
    singleLine: ['name', 'status', 'location'],
    multiLine: ['description'],
  },
  {
    name: 'creating a vendor',
    as: () => admin,
    endpoint: () => to(api.vendors.create),
    valid: () => ({ name: 'V', company: 'C', logo: 'https://example.test/logo.png', description: 'D' }),
    singleLine: ['name', 'company', 'logo'],
    multiLine: ['description'],
  },
  {
    name: 'replacing a vendor',
    as: () => admin,
    endpoint: () => to(api.vendors.update, { id: catalog.vendors[0].id }),
    valid: () => ({ name: 'V' }),
    singleLine: ['name', 'company', 'logo'],
    multiLine: ['description'],
  },
  {
    name: 'creating a question',
    as: () => admin,
    endpoint: () => to(api.questions.create),
    valid: () => ({ eventId: catalog.active.id, text: 'Q', description: 'D' }),
    singleLine: [],
    multiLine: ['text', 'description'],
  },
  {
    name: 'replacing a question',
    as: () => admin,
    endpoint: () => to(api.questions.update, { id: catalog.questions[0].id }),
    valid: () => ({ eventId: catalog.active.id, text: 'Q' }),
    singleLine: [],
    multiLine: ['text', 'description'],
  },
  {
    name: 'replacing a content page',
    as: () => admin,
    endpoint: () => to(api.content.update, { id: pageId }),
    valid: () => ({ title: 'T', content: '<p>C</p>' }),
    singleLine: ['title'],
    multiLine: ['content'],
  },
  {
    name: 'changing the site configuration',
    as: () => admin,
    endpoint: () => to(api.site.updateConfig),
    valid: () => ({ clientName: 'Client' }),
    singleLine: ['supportEmail', 'siteLogoUrl', 'clientName', 'siteName', 'venueText'],
    multiLine: [],
  },
  {
    name: 'saving event vendor info',
    as: () => admin,
    endpoint: () => to(api.eventVendorInfo.save, { eventId: catalog.active.id, vendorId: catalog.vendors[1].id }),
    valid: () => ({ info: 'Booth 5' }),
    singleLine: ['info'],
    multiLine: [],
  },
  {
    name: 'saving a score',
    as: () => evaluator,
    endpoint: () => to(api.scores.save, { eventId: catalog.active.id }),
    valid: () => ({ questionId: catalog.questions[0].id, vendorId: catalog.vendors[0].id, score: 4 }),
    singleLine: [],
    multiLine: ['comments', 'followupQuestions'],
  },
];

/** A value for the field with `inside` in its middle, in the form the field otherwise takes. */
function valueWith(field: string, inside: string): string {
  if (field === 'supportEmail') return `a${inside}b@example.test`;
  if (field === 'logo' || field === 'siteLogoUrl') return `https://example.test/a${inside}b.png`;
  return `a${inside}b`;
}

/** Sends the payload as JSON text, so a NUL travels as the escape `\u0000`. */
function send(target: Target, payload: Record<string, unknown>): Promise<ServerInjectResponse> {
  const body = JSON.stringify(payload);
  return target.as()({ ...target.endpoint(), payload: body, headers: { 'content-type': 'application/json' } });
}

const cases = TARGETS.flatMap((target) =>
  [...target.singleLine.map((field) => ({ field, multiLine: false })), ...target.multiLine.map((field) => ({ field, multiLine: true }))].map(
    ({ field, multiLine }) => ({ label: `${target.name}: ${field}`, target, field, multiLine }),
  ),
);

describe('control characters in text fields', () => {
  it('sends the JSON NUL escape as written', () => {
    expect(JSON.stringify({ name: valueWith('name', '\u0000') })).toBe('{"name":"a\\u0000b"}');
  });

  it.each(cases)('$label: the JSON NUL escape is a 400 naming the field, and nothing changes', async ({ target, field }) => {
    const before = await dataFingerprint(t.db);
    const response = await send(target, { ...target.valid(), [field]: valueWith(field, '\u0000') });
    expect({ status: response.statusCode, message: json<{ message: string }>(response).message }).toEqual({
      status: 400,
      message: `"${field}" must not contain control characters`,
    });
    expect(await dataFingerprint(t.db)).toEqual(before);
  });

  it.each(cases)('$label: other control characters are refused too', async ({ target, field }) => {
    for (const character of ['\u0001', '\u0008', '\u000b', '\u001b', '\u007f']) {
      const response = await send(target, { ...target.valid(), [field]: valueWith(field, character) });
      expect({ character, status: response.statusCode, message: json<{ message: string }>(response).message }).toEqual({
        character,
        status: 400,
        message: `"${field}" must not contain control characters`,
      });
    }
  });

  it.each(cases)('$label: tab and line breaks are kept in multi-line text and refused in single-line text', async ({ target, field, multiLine }) => {
    for (const character of ['\t', '\n', '\r\n']) {
      const response = await send(target, { ...target.valid(), [field]: valueWith(field, character) });
      if (multiLine) {
        expect({ character, accepted: response.statusCode < 300 }).toEqual({ character, accepted: true });
        expect(json<Record<string, unknown>>(response)[field]).toBe(valueWith(field, character));
      } else {
        expect({ character, status: response.statusCode, message: json<{ message: string }>(response).message }).toEqual({
          character,
          status: 400,
          message: `"${field}" must not contain control characters`,
        });
      }
    }
  });

  it.each(['startDate', 'endDate'])('refuses a NUL in the event date %s as a 400 naming it', async (field) => {
    const before = await dataFingerprint(t.db);
    const response = await send(TARGETS[0], { name: 'E', [field]: '2030-05-01\u0000' });
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toMatch(new RegExp(`^"${field}" `));
    expect(await dataFingerprint(t.db)).toEqual(before);
  });

  it.each([
    ['a content slug', () => `${to(api.content.page, { slug: 'vendor-files' }).url}%00`],
    ['an event id', () => `${to(api.questions.ofEvent, { eventId: catalog.active.id }).url}%00`],
    ['an event id in a path', () => to(api.scores.ofEvent, { eventId: catalog.active.id }).url.replace(String(catalog.active.id), '1%001')],
  ])('answers a NUL in %s with a 4xx, never a 500', async (_label, url) => {
    const response = await evaluator({ method: 'GET', url: url() });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('keeps accepting each valid payload', async () => {
    for (const target of TARGETS) {
      const response = await send(target, target.valid());
      expect({ target: target.name, accepted: response.statusCode < 300 }).toEqual({ target: target.name, accepted: true });
    }
  });
});

