import { ContentPage } from '@vsp/db';
import { ADMIN, createUser, request, signIn, startTestServer, type TestServer } from '../../../test/server';

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

const get = (cookie: string, url: string) => request(t.server, cookie, { method: 'GET', url });

describe('GET /api/content', () => {
  it('lists active pages without the admin instructions for evaluators', async () => {
    const pages = (await get(eva, '/api/content')).result as { slug: string }[];
    expect(pages.map((p) => p.slug)).toEqual(['instructions']);
  });

  it('includes the admin instructions for administrators', async () => {
    const pages = (await get(admin, '/api/content')).result as { slug: string; title: string }[];
    expect(pages.map((p) => p.slug)).toEqual(['instructions', 'admin-instructions']);
    expect(pages[1].title).toBe('Admin Instructions');
  });
});

describe('GET /api/content/{slug}', () => {
  it('answers the page with its HTML', async () => {
    const response = await get(eva, '/api/content/instructions');
    expect(response.result).toMatchObject({ slug: 'instructions', title: 'Instructions for Participants', content: '<p>Read this</p>' });
  });

  it('answers 404 for an inactive or unknown page, and 400 for a malformed slug', async () => {
    expect((await get(eva, '/api/content/vendor-files')).statusCode).toBe(404);
    expect((await get(eva, '/api/content/nothing-here')).statusCode).toBe(404);
    expect((await get(eva, '/api/content/Bad%20Slug')).statusCode).toBe(400);
  });

  it('keeps the admin instructions from evaluators', async () => {
    expect((await get(eva, '/api/content/admin-instructions')).statusCode).toBe(403);
    expect((await get(admin, '/api/content/admin-instructions')).statusCode).toBe(200);
  });
});

describe('GET /api/site-config', () => {
  it('answers the branding without a session', async () => {
    const response = await t.server.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ siteName: 'Vendor Scoring Portal', siteLogoUrl: null, clientName: null, supportEmail: null, venueText: null });
  });
});

describe('GET /api/remotes', () => {
  it('tells evaluators where the evaluator remote is and nothing about the admin remote', async () => {
    expect((await get(eva, '/api/remotes')).result).toEqual({ evaluator: '/remotes/evaluator/mf-manifest.json' });
  });

  it('tells administrators where both remotes are', async () => {
    expect((await get(admin, '/api/remotes')).result).toEqual({
      evaluator: '/remotes/evaluator/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });
});
