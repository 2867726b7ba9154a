import { api, type SiteConfig } from '@vsp/contract';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let eva: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await startTestServer();
  await createUser(t.db, { username: 'eva' });
  eva = await caller(t.server, 'eva');
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

// Runs before the administrator's tests change the branding.
describe('the public branding', () => {
  it('answers the branding without a session', async () => {
    const response = await t.server.inject(to(api.site.config));
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({
      siteName: 'Vendor Scoring Portal',
      siteLogoUrl: null,
      clientName: null,
      supportEmail: null,
      venueText: null,
      brandColour: null,
      ssoLabel: null,
      passwordSignIn: true,
    });
  });
});

describe('where the remotes are', () => {
  it('tells evaluators where the evaluator remote is and nothing about the admin remote', async () => {
    expect((await eva(to(api.site.remotes))).result).toEqual({ evaluator: '/remotes/evaluator/mf-manifest.json' });
  });

  it('tells administrators where both remotes are', async () => {
    expect((await admin(to(api.site.remotes))).result).toEqual({
      evaluator: '/remotes/evaluator/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });
});

describe('editing the site configuration', () => {
  it('changes the given fields, keeps absent ones and clears empty ones', async () => {
    const first = await admin({
      ...to(api.site.updateConfig),
      payload: { siteName: 'Scoring', clientName: 'Client', supportEmail: 'help@example.com', siteLogoUrl: 'https://example.com/logo.png', venueText: 'Hall A' },
    });
    expect(first.statusCode).toBe(200);
    expect(json<SiteConfig>(first)).toEqual({
      siteName: 'Scoring',
      clientName: 'Client',
      supportEmail: 'help@example.com',
      siteLogoUrl: 'https://example.com/logo.png',
      venueText: 'Hall A',
      brandColour: null,
      reminderSubject: null,
      reminderBody: null,
    });
    const second = await admin({ ...to(api.site.updateConfig), payload: { siteName: 'Renamed', venueText: '' } });
    expect(json(second)).toEqual({
      siteName: 'Renamed',
      clientName: 'Client',
      supportEmail: 'help@example.com',
      siteLogoUrl: 'https://example.com/logo.png',
      venueText: null,
      brandColour: null,
      reminderSubject: null,
      reminderBody: null,
    });
    expect(json(await admin(to(api.site.adminConfig)))).toEqual(json(second));
    expect(await t.db('siteConfig').count({ n: '*' }).first()).toEqual({ n: '1' });
  });

  it('keeps the reminder templates for administrators only, and an empty one goes back to the default', async () => {
    const reminderBody = 'Dear {name},\n\nStill to do in {event}:\n{missing}\n\n{link}';
    const saved = await admin({ ...to(api.site.updateConfig), payload: { reminderSubject: '{event}: a reminder', reminderBody } });
    expect(json(saved)).toMatchObject({ reminderSubject: '{event}: a reminder', reminderBody });
    expect(json(await admin(to(api.site.adminConfig)))).toMatchObject({ reminderSubject: '{event}: a reminder', reminderBody });
    expect(json(await t.server.inject(to(api.site.config)))).not.toHaveProperty('reminderBody');
    const cleared = await admin({ ...to(api.site.updateConfig), payload: { reminderSubject: '' } });
    expect(json(cleared)).toMatchObject({ reminderSubject: null, reminderBody });
  });

  it('creates the row when there is none', async () => {
    await t.db('siteConfig').delete();
    const response = await admin({ ...to(api.site.updateConfig), payload: { siteName: 'Fresh' } });
    expect(json(response)).toMatchObject({ siteName: 'Fresh', clientName: null });
  });

  it('keeps a brand colour white text reads well on, in lower case, for everyone to see, and clears it when empty', async () => {
    const saved = await admin({ ...to(api.site.updateConfig), payload: { brandColour: '#0F766E' } });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ brandColour: '#0f766e' });
    expect(json(await t.server.inject(to(api.site.config)))).toMatchObject({ brandColour: '#0f766e' });
    const untouched = await admin({ ...to(api.site.updateConfig), payload: { siteName: 'Other' } });
    expect(json(untouched)).toMatchObject({ brandColour: '#0f766e' });
    const cleared = await admin({ ...to(api.site.updateConfig), payload: { brandColour: '' } });
    expect(json(cleared)).toMatchObject({ brandColour: null });
    // The site config's audit trigger records every column, this one included.
    const audited = await t.db('auditLog').where({ entity: 'site-config' }).orderBy('id', 'desc').first('changes');
    expect(audited.changes).toEqual({ brandColour: { old: '#0f766e', new: null } });
    expect(json(await t.server.inject(to(api.site.config)))).toMatchObject({ brandColour: null });
  });

  it('refuses a brand colour too light for white text and saves nothing', async () => {
    const before = json(await admin({ ...to(api.site.updateConfig), payload: { brandColour: '#1d4ed8' } }));
    const response = await admin({ ...to(api.site.updateConfig), payload: { brandColour: '#ffcc00', siteName: 'Not saved' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      message: 'Brand colour: #ffcc00 has a contrast of 1.5:1 with white text; choose a darker colour (at least 4.5:1).',
    });
    expect(json(await admin(to(api.site.adminConfig)))).toEqual(before);
  });

  it.each([
    ['Brand colour: teal is not a colour written as #rrggbb, e.g. #1d4ed8.', { brandColour: 'teal' }],
    ['"supportEmail" must be a valid email', { supportEmail: 'help' }],
    ['"siteLogoUrl" must be a valid uri with a scheme matching the http|https pattern', { siteLogoUrl: 'logo.png' }],
    ['"siteName" length must be less than or equal to 255 characters long', { siteName: 's'.repeat(256) }],
    ['"colour" is not allowed', { colour: 'red' }],
    ['"reminderBody": Unknown placeholder {deadline}; use {name}, {event}, {missing}, {link}, {siteName}', { reminderBody: 'Hello {name}, by {deadline}' }],
    ['"reminderSubject" length must be less than or equal to 255 characters long', { reminderSubject: 's'.repeat(256) }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ ...to(api.site.updateConfig), payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });
});
