import { api, type ContentPage } from '@vsp/contract';
import { adminCaller, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

describe('editing content pages', () => {
  it('lists every page, inactive ones included', async () => {
    await t.db('contentPages').where({ slug: 'instructions' }).update({ isActive: false });
    const pages = json<ContentPage[]>(await admin(to(api.content.adminList)));
    expect(pages.map((p) => [p.slug, p.isActive])).toEqual([
      ['vendor-files', true],
      ['instructions', false],
      ['admin-instructions', true],
    ]);
  });

  it("replaces a page's title, content and active flag, keeping its slug", async () => {
    const page = await t.db('contentPages').where({ slug: 'vendor-files' }).first();
    const response = await admin({
      ...to(api.content.update, { id: page.id }),
      payload: { title: 'Reference', content: '<h1>Files</h1>', isActive: false },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ id: page.id, slug: 'vendor-files', title: 'Reference', content: '<h1>Files</h1>', isActive: false });
    const cleared = await admin({ ...to(api.content.update, { id: page.id }), payload: { title: 'Reference', content: '' } });
    expect(json(cleared)).toMatchObject({ content: null, isActive: true });
  });

  it('answers 400 without a title and 404 for an unknown page', async () => {
    const missing = await admin({ ...to(api.content.update, { id: 1 }), payload: { content: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ message: '"title" is required' });
    expect((await admin({ ...to(api.content.update, { id: 999999 }), payload: { title: 'T' } })).statusCode).toBe(404);
  });
});
