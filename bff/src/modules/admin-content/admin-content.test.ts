import { createUser, startTestServer, type TestServer } from '../../../test/server';
import type { ContentPage, SiteConfig } from '../../api-types';
import { adminCaller, caller, createCatalog, json, type Caller } from '../admin/testing';

let t: TestServer;
let admin: Caller;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

describe('content pages', () => {
  it('lists every page, inactive ones included', async () => {
    await t.db('contentPages').where({ slug: 'instructions' }).update({ isActive: false });
    const pages = json<ContentPage[]>(await admin({ method: 'GET', url: '/api/admin/content' }));
    expect(pages.map((p) => [p.slug, p.isActive])).toEqual([
      ['vendor-files', true],
      ['instructions', false],
      ['admin-instructions', true],
    ]);
  });

  it("replaces a page's title, content and active flag, keeping its slug", async () => {
    const page = await t.db('contentPages').where({ slug: 'vendor-files' }).first();
    const response = await admin({
      method: 'PUT',
      url: `/api/admin/content/${page.id}`,
      payload: { title: 'Reference', content: '<h1>Files</h1>', isActive: false },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ id: page.id, slug: 'vendor-files', title: 'Reference', content: '<h1>Files</h1>', isActive: false });
    const cleared = await admin({ method: 'PUT', url: `/api/admin/content/${page.id}`, payload: { title: 'Reference', content: '' } });
    expect(json(cleared)).toMatchObject({ content: null, isActive: true });
  });

  it('answers 400 without a title and 404 for an unknown page', async () => {
    const missing = await admin({ method: 'PUT', url: '/api/admin/content/1', payload: { content: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ message: '"title" is required' });
    expect((await admin({ method: 'PUT', url: '/api/admin/content/999999', payload: { title: 'T' } })).statusCode).toBe(404);
  });
});

describe('site configuration', () => {
  it('changes the given fields, keeps absent ones and clears empty ones', async () => {
    const first = await admin({
      method: 'PUT',
      url: '/api/admin/site-config',
      payload: { siteName: 'Scoring', clientName: 'Client', supportEmail: 'help@example.com', siteLogoUrl: 'https://example.com/logo.png', venueText: 'Hall A' },
    });
    expect(first.statusCode).toBe(200);
    expect(json<SiteConfig>(first)).toEqual({
      siteName: 'Scoring',
      clientName: 'Client',
      supportEmail: 'help@example.com',
      siteLogoUrl: 'https://example.com/logo.png',
      venueText: 'Hall A',
    });
    const second = await admin({ method: 'PUT', url: '/api/admin/site-config', payload: { siteName: 'Renamed', venueText: '' } });
    expect(json(second)).toEqual({ siteName: 'Renamed', clientName: 'Client', supportEmail: 'help@example.com', siteLogoUrl: 'https://example.com/logo.png', venueText: null });
    expect(json(await admin({ method: 'GET', url: '/api/admin/site-config' }))).toEqual(json(second));
    expect(await t.db('siteConfig').count({ n: '*' }).first()).toEqual({ n: '1' });
  });

  it('creates the row when there is none', async () => {
    await t.db('siteConfig').delete();
    const response = await admin({ method: 'PUT', url: '/api/admin/site-config', payload: { siteName: 'Fresh' } });
    expect(json(response)).toMatchObject({ siteName: 'Fresh', clientName: null });
  });

  it.each([
    ['"supportEmail" must be a valid email', { supportEmail: 'help' }],
    ['"siteLogoUrl" must be a valid uri with a scheme matching the http|https pattern', { siteLogoUrl: 'logo.png' }],
    ['"siteName" length must be less than or equal to 255 characters long', { siteName: 's'.repeat(256) }],
    ['"colour" is not allowed', { colour: 'red' }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ method: 'PUT', url: '/api/admin/site-config', payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });
});

describe('event vendor info', () => {
  it('inserts, then replaces, the line of one event and vendor', async () => {
    const { eventId, vendorId } = await createCatalog(t.db);
    const url = `/api/admin/event-vendor-info/${eventId}/${vendorId}`;
    expect(json(await admin({ method: 'PUT', url, payload: { info: 'Booth 4' } }))).toEqual({ eventId, vendorId, info: 'Booth 4' });
    expect(json(await admin({ method: 'PUT', url, payload: { info: 'i'.repeat(64) } }))).toEqual({ eventId, vendorId, info: 'i'.repeat(64) });
    expect(await t.db('eventVendorInfo').where({ eventId, vendorId })).toHaveLength(1);

    await createUser(t.db, { username: 'reader' });
    const reader = await caller(t.server, 'reader');
    expect(json(await reader({ method: 'GET', url: '/api/admin/event-vendor-info' }))).toContainEqual({ eventId, vendorId, info: 'i'.repeat(64) });
  });

  it('refuses more than 64 characters with the form message', async () => {
    const { eventId, vendorId } = await createCatalog(t.db, 'Long');
    const response = await admin({ method: 'PUT', url: `/api/admin/event-vendor-info/${eventId}/${vendorId}`, payload: { info: 'i'.repeat(65) } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'Maximum 64 characters per field' });
    expect(await t.db('eventVendorInfo').where({ eventId, vendorId })).toHaveLength(0);
  });

  it('answers 400 for an unknown event or vendor', async () => {
    const { vendorId } = await createCatalog(t.db, 'Unknown');
    const response = await admin({ method: 'PUT', url: `/api/admin/event-vendor-info/999999/${vendorId}`, payload: { info: 'x' } });
    expect(response.statusCode).toBe(400);
  });
});
