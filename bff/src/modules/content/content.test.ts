import { api } from '@vsp/contract';
import { ContentPage } from '@vsp/db';
import { ADMIN, createUser, request, signIn, startTestServer, to, type TestServer } from '../../../test/server';

let t: TestServer;
let eva: string;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  await createUser(t.db, { username: 'eva' });
  eva = await signIn(t.server, 'eva');
  admin = await signIn(t.server, ADMIN.username, ADMIN.password);
  await ContentPage.query(t.db).patch({ content: '<p>Read this</p>' }).where({ slug: 'instructions' });
  await ContentPage.query(t.db).patch({ isActive: false }).where({ slug: 'vendor-files' });
});
afterAll(() => t.close());

const page = (cookie: string, slug: string) => request(t.server, cookie, to(api.content.page, { slug }));

describe('the list of pages', () => {
  it('lists active pages without the admin instructions for evaluators', async () => {
    const pages = (await request(t.server, eva, to(api.content.list))).result as { slug: string }[];
    expect(pages.map((p) => p.slug)).toEqual(['instructions']);
  });

  it('includes the admin instructions for administrators', async () => {
    const pages = (await request(t.server, admin, to(api.content.list))).result as { slug: string; title: string }[];
    expect(pages.map((p) => p.slug)).toEqual(['instructions', 'admin-instructions']);
    expect(pages[1].title).toBe('Admin Instructions');
  });
});

describe('one page', () => {
  it('answers the page with its HTML', async () => {
    const response = await page(eva, 'instructions');
    expect(response.result).toMatchObject({ slug: 'instructions', title: 'Instructions for Participants', content: '<p>Read this</p>' });
  });

  it('answers 404 for an inactive or unknown page, and 400 for a malformed slug', async () => {
    expect((await page(eva, 'vendor-files')).statusCode).toBe(404);
    expect((await page(eva, 'nothing-here')).statusCode).toBe(404);
    expect((await page(eva, 'Bad Slug')).statusCode).toBe(400);
  });

  it('keeps the admin instructions from evaluators', async () => {
    expect((await page(eva, 'admin-instructions')).statusCode).toBe(403);
    expect((await page(admin, 'admin-instructions')).statusCode).toBe(200);
  });
});
