import type { ServerInjectResponse } from '@hapi/hapi';
import { api, BULK_UPLOAD_MAX_ROWS, CONTENT_HTML_MAX, LIMITS } from '@vsp/contract';
import { adminCaller, json, startTestServer, to, type Caller, type TestServer } from '../../test/server';
import { BULK_UPLOAD_BODY_MAX_BYTES, CONTENT_PAGE_BODY_MAX_BYTES, DEFAULT_BODY_MAX_BYTES } from './body-limits';

let t: TestServer;
let admin: Caller;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

function expectTooLarge(response: ServerInjectResponse) {
  expect(response.statusCode).toBe(413);
  expect(json(response)).toEqual({ statusCode: 413, error: 'Request Entity Too Large', message: expect.any(String) });
}

describe('request body limits', () => {
  it('refuses a sign-in body over the default limit with 413 and the JSON error shape', async () => {
    const password = 'x'.repeat(DEFAULT_BODY_MAX_BYTES);
    expectTooLarge(await t.server.inject({ ...to(api.auth.login), payload: { username: 'admin', password } }));
  });

  it('refuses any other oversized body by default', async () => {
    expectTooLarge(await admin({ ...to(api.vendors.create), payload: { name: 'V', description: 'x'.repeat(DEFAULT_BODY_MAX_BYTES) } }));
  });

  it('takes a content page of the longest allowed HTML, even in a script of three bytes a character', async () => {
    const page = await t.db('contentPages').where({ slug: 'instructions' }).first();
    const content = `<p>${'界'.repeat(CONTENT_HTML_MAX - 7)}</p>`;
    const response = await admin({ ...to(api.content.update, { id: page.id }), payload: { title: 'Long', content } });
    expect(response.statusCode).toBe(200);
    expect((await t.db('contentPages').where({ id: page.id }).first()).content).toBe(content);
    const tooLarge = 'x'.repeat(CONTENT_PAGE_BODY_MAX_BYTES);
    expectTooLarge(await admin({ ...to(api.content.update, { id: page.id }), payload: { title: 'Long', content: tooLarge } }));
  });

  it('takes a bulk upload of the most rows, each at every column limit', async () => {
    const widest = Object.fromEntries(Object.entries(LIMITS.user).map(([column, max]) => [column, 'x'.repeat(max)]));
    // One character too many in the password makes every row a quick row error instead of a password hash.
    const users = Array.from({ length: BULK_UPLOAD_MAX_ROWS }, (_, row) => ({
      ...widest,
      username: `${row}`.padStart(LIMITS.user.username, 'u'),
      password: 'x'.repeat(LIMITS.user.password + 1),
    }));
    const response = await admin({ ...to(api.users.bulkCreate), payload: { users } });
    expect(response.statusCode).toBe(200);
    expect(json<{ created: number; errors: unknown[] }>(response)).toMatchObject({ created: 0 });
    expect(json<{ errors: unknown[] }>(response).errors).toHaveLength(BULK_UPLOAD_MAX_ROWS);

    const tooMany = { users: [{ username: 'u', password: 'x'.repeat(BULK_UPLOAD_BODY_MAX_BYTES), name: 'U' }] };
    expectTooLarge(await admin({ ...to(api.users.bulkCreate), payload: tooMany }));
  });
});
