import { api, type AuditEntry, type AuditQuery, type ItemsPage } from '@vsp/contract';
import { User } from '@vsp/db';
import ExcelJS from 'exceljs';
import { adminAndEvaluator } from '../../../test/admin-and-evaluator';
import type { Catalog } from '../../../test/fixtures';
import { caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';
import { withActor } from '../../lib/actor';

let t: TestServer;
let catalog: Catalog;
let admin: Caller;
let adminUser: { id: number; name: string };
let eva: Caller;
let evaId: number;

beforeAll(async () => {
  t = await startTestServer();
  ({ catalog, admin, adminUser, eva, evaId } = await adminAndEvaluator(t));
});
afterAll(() => t.close());

async function audit(query: AuditQuery = {}, who: Caller = admin): Promise<ItemsPage<AuditEntry>> {
  const response = await who(to(api.audit.list, query));
  expect(response.statusCode).toBe(200);
  return json(response);
}

async function lastEntryId(): Promise<number> {
  const [{ last }] = await t.db('auditLog').max('id as last');
  return last ?? 0;
}

/** The entries written since `after`, oldest first, as the API answers them. */
async function entriesSince(after: number, query: AuditQuery = {}): Promise<AuditEntry[]> {
  const { items } = await audit({ limit: 200, ...query });
  return items.filter((entry) => entry.id > after).reverse();
}

/** Makes an administrator call that must succeed, and answers its body. */
async function ok<T = unknown>(options: { method: string; url: string; payload?: object }): Promise<T> {
  const response = await admin(options);
  expect({ url: options.url, status: response.statusCode < 300 ? 'ok' : response.payload }).toEqual({ url: options.url, status: 'ok' });
  return response.payload ? json<T>(response) : (undefined as T);
}

const byAdmin = () => ({ actorId: adminUser.id, actorName: adminUser.name });

describe('what the audit log records of each administrator change', () => {
  it('records a user created, changed and deleted, with "password set" and "password changed" and never the hash', async () => {
    const before = await lastEntryId();
    const user = await ok<{ id: number }>({ ...to(api.users.create), payload: { username: 'kim', password: 'kim-first-secret-1', name: 'Kim', role: 'Buyer' } });
    await ok({ ...to(api.users.update, { id: user.id }), payload: { username: 'kim', name: 'Kim Lee', role: 'Buyer', password: 'kim-second-secret-2' } });
    await ok({ ...to(api.users.update, { id: user.id }), payload: { username: 'kim', name: 'Kim Lee', role: 'Buyer' } });
    await ok(to(api.users.remove, { id: user.id }));

    const entries = await entriesSince(before, { entity: 'user' });
    const where = { ...byAdmin(), entity: 'user', entityId: String(user.id) };
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        ...where,
        action: 'created',
        changes: {
          username: { old: null, new: 'kim' },
          password: { old: null, new: 'password set' },
          name: { old: null, new: 'Kim' },
          email: { old: null, new: null },
          level: { old: null, new: null },
          role: { old: null, new: 'Buyer' },
          functionalArea: { old: null, new: null },
          isAdmin: { old: null, new: false },
          oidcSubject: { old: null, new: null },
          sso: { old: null, new: false },
        },
        at: expect.any(String),
      },
      // The second update changed nothing but the bookkeeping, and left no entry.
      { id: expect.any(Number), ...where, action: 'updated', changes: { name: { old: 'Kim', new: 'Kim Lee' }, password: { old: null, new: 'password changed' } }, at: expect.any(String) },
      expect.objectContaining({ ...where, action: 'deleted', changes: expect.objectContaining({ name: { old: 'Kim Lee', new: null } }) }),
    ]);
    expect(entries[2].changes).not.toHaveProperty('password');
    const stored = await t.db.raw(`select count(*)::int as n from audit_log where changes::text like '%argon2%'`);
    expect(stored.rows[0].n).toBe(0);
  });

  it('records a change of the caller’s own password as their own, without the hash', async () => {
    const before = await lastEntryId();
    const response = await eva({ ...to(api.auth.changePassword), payload: { currentPassword: 'eva-password', newPassword: 'eva-brand-new-secret-9' } });
    expect(response.statusCode).toBe(204);
    expect(await entriesSince(before)).toEqual([
      expect.objectContaining({ actorId: evaId, actorName: 'Eva Evaluator', entity: 'user', entityId: String(evaId), action: 'updated', changes: { password: { old: null, new: 'password changed' } } }),
    ]);
    // The change replaced the session it was made in: the later tests go on in a new one.
    eva = await caller(t.server, 'eva', 'eva-brand-new-secret-9');
  });

  it('records one entry per user of a bulk upload, each the administrator’s', async () => {
    const before = await lastEntryId();
    const users = ['bulk-a', 'bulk-b'].map((username) => ({ username, password: `${username}-long-secret`, name: username.toUpperCase() }));
    expect(await ok({ ...to(api.users.bulkCreate), payload: { users } })).toEqual({ created: 2, errors: [] });
    const entries = await entriesSince(before);
    expect(entries.map((entry) => [entry.entity, entry.action, entry.changes.username.new, entry.changes.password.new, entry.actorId])).toEqual([
      ['user', 'created', 'bulk-a', 'password set', adminUser.id],
      ['user', 'created', 'bulk-b', 'password set', adminUser.id],
    ]);
  });

  it('records events, vendors and questions created, changed and deleted, each field under its API name', async () => {
    const before = await lastEntryId();
    const event = await ok<{ id: number }>({ ...to(api.events.create), payload: { name: 'Audit week', status: 'Scheduled', startDate: '2026-05-04' } });
    await ok({ ...to(api.events.update, { id: event.id }), payload: { name: 'Audit week', status: 'Active', startDate: '2026-05-04', endDate: '2026-05-08' } });
    const vendor = await ok<{ id: number }>({ ...to(api.vendors.create), payload: { name: 'Gamma Systems' } });
    await ok({ ...to(api.vendors.update, { id: vendor.id }), payload: { name: 'Gamma Systems', company: 'Gamma Group', isActive: false } });
    const question = await ok<{ id: number }>({ ...to(api.questions.create), payload: { eventId: event.id, text: 'How is support?' } });
    await ok({ ...to(api.questions.update, { id: question.id }), payload: { eventId: event.id, text: 'How good is support?', weight: 2 } });
    await ok(to(api.questions.remove, { id: question.id }));
    await ok(to(api.vendors.remove, { id: vendor.id }));
    await ok(to(api.events.remove, { id: event.id }));

    const entries = await entriesSince(before);
    expect(entries.every((entry) => entry.actorId === adminUser.id && entry.actorName === adminUser.name)).toBe(true);
    expect(entries.map((entry) => [entry.entity, entry.entityId, entry.action])).toEqual([
      ['event', String(event.id), 'created'],
      ['event', String(event.id), 'updated'],
      ['vendor', String(vendor.id), 'created'],
      ['vendor', String(vendor.id), 'updated'],
      ['question', String(question.id), 'created'],
      ['question', String(question.id), 'updated'],
      ['question', String(question.id), 'deleted'],
      ['vendor', String(vendor.id), 'deleted'],
      ['event', String(event.id), 'deleted'],
    ]);
    expect(entries[0].changes).toMatchObject({ name: { old: null, new: 'Audit week' }, status: { old: null, new: 'Scheduled' }, startDate: { old: null, new: '2026-05-04' } });
    expect(entries[1].changes).toEqual({ status: { old: 'Scheduled', new: 'Active' }, endDate: { old: null, new: '2026-05-08' } });
    expect(entries[3].changes).toEqual({ company: { old: null, new: 'Gamma Group' }, isActive: { old: true, new: false } });
    expect(entries[5].changes).toEqual({ text: { old: 'How is support?', new: 'How good is support?' }, weight: { old: 1, new: 2 } });
    expect(entries[8].changes).toMatchObject({ name: { old: 'Audit week', new: null }, status: { old: 'Active', new: null } });
  });

  it('records permissions by user and event, for one user and for every user of an event', async () => {
    const before = await lastEntryId();
    const eventId = catalog.closed.id;
    await ok({ ...to(api.permissions.save), payload: { userId: evaId, eventId, hasAccess: false } });
    await ok({ ...to(api.permissions.save), payload: { userId: evaId, eventId, hasAccess: false } });
    await ok({ ...to(api.permissions.setForEvent, { eventId }), payload: { hasAccess: true } });

    const entries = await entriesSince(before, { entity: 'permission' });
    expect(entries[0]).toMatchObject({ ...byAdmin(), entityId: `${evaId}:${eventId}`, action: 'created', changes: { userId: { old: null, new: evaId }, eventId: { old: null, new: eventId }, hasAccess: { old: null, new: false } } });
    // Saving the same access again records nothing; granting it to everyone changes Eva's row and creates the others'.
    const evaRow = entries.filter((entry) => entry.entityId === `${evaId}:${eventId}`);
    expect(evaRow.map((entry) => [entry.action, entry.changes])).toEqual([
      ['created', entries[0].changes],
      ['updated', { hasAccess: { old: false, new: true } }],
    ]);
    const userCount = await User.query(t.db).resultSize();
    expect(entries.filter((entry) => entry.action === 'created')).toHaveLength(userCount);
  });

  it('records content pages, the site config and event vendor info lines', async () => {
    const before = await lastEntryId();
    const page = await t.db('contentPages').first('id', 'title', 'content').where({ slug: 'instructions' });
    await ok({ ...to(api.content.update, { id: page.id }), payload: { title: 'How to score', content: '<p>Read first</p>', isActive: true } });
    await ok({ ...to(api.site.updateConfig), payload: { siteName: 'Audit Portal', supportEmail: 'help@example.test' } });
    const info = { eventId: catalog.active.id, vendorId: catalog.vendors[0].id };
    await ok({ ...to(api.eventVendorInfo.save, info), payload: { info: 'Booth 9, 14:00' } });

    const entries = await entriesSince(before);
    const siteConfig = await t.db('siteConfig').first('id');
    expect(entries.map(({ entity, entityId, action, changes }) => ({ entity, entityId, action, changes }))).toEqual([
      { entity: 'content', entityId: String(page.id), action: 'updated', changes: { title: { old: page.title, new: 'How to score' }, content: { old: page.content, new: '<p>Read first</p>' } } },
      {
        entity: 'site-config',
        entityId: String(siteConfig.id),
        action: 'updated',
        changes: { siteName: { old: expect.any(String), new: 'Audit Portal' }, supportEmail: { old: null, new: 'help@example.test' } },
      },
      { entity: 'event-vendor-info', entityId: `${info.eventId}:${info.vendorId}`, action: 'updated', changes: { info: { old: 'Booth 4, 10:00', new: 'Booth 9, 14:00' } } },
    ]);
  });

  it('records a score deleted with its values, Delete All Scores with the count, and a generation with what it created', async () => {
    const cell = { questionId: catalog.questions[0].id, vendorId: catalog.vendors[0].id };
    const saved = json<{ id: number }>(await eva({ ...to(api.scores.save, { eventId: catalog.active.id }), payload: { ...cell, score: 2, comments: 'Slow', followupQuestions: null } }));
    const before = await lastEntryId();
    await ok(to(api.scores.remove, { id: saved.id }));
    const { created } = await ok<{ created: number }>(to(api.scores.generateRandom));
    const { deleted } = await ok<{ deleted: number }>(to(api.scores.deleteAll));

    expect(await entriesSince(before)).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        entity: 'score',
        entityId: String(saved.id),
        action: 'deleted',
        changes: {
          userId: { old: evaId, new: null },
          eventId: { old: catalog.active.id, new: null },
          vendorId: { old: cell.vendorId, new: null },
          questionId: { old: cell.questionId, new: null },
          score: { old: 2, new: null },
          comments: { old: 'Slow', new: null },
          followupQuestions: { old: null, new: null },
        },
      }),
      expect.objectContaining({ ...byAdmin(), entity: 'score', entityId: null, action: 'generated', changes: { created: { old: null, new: created } } }),
      expect.objectContaining({ ...byAdmin(), entity: 'score', entityId: null, action: 'deleted all', changes: { count: { old: deleted, new: 0 } } }),
    ]);
    expect(created).toBeGreaterThan(0);
    expect(deleted).toBe(created);
  });

  it('records a submission and its reopening', async () => {
    const before = await lastEntryId();
    const key = { userId: evaId, eventId: catalog.active.id };
    await withActor(t.db, evaId, (trx) => trx('submissions').insert(key));
    await withActor(t.db, adminUser.id, (trx) => trx('submissions').where(key).delete());
    const entries = await entriesSince(before, { entity: 'submission', entityId: `${evaId}:${catalog.active.id}` });
    expect(entries.map((entry) => [entry.action, entry.actorName, entry.changes.submittedAt])).toEqual([
      ['submitted', 'Eva Evaluator', { old: null, new: expect.any(String) }],
      ['reopened', adminUser.name, { old: expect.any(String), new: null }],
    ]);
  });

  it('keeps the entries, and the actor’s name, after the actor and the record are deleted', async () => {
    const second = await createUser(t.db, { username: 'ops', name: 'Oli Ops', isAdmin: true });
    const ops = await caller(t.server, 'ops');
    const vendor = json<{ id: number }>(await ops({ ...to(api.vendors.create), payload: { name: 'Short-lived' } }));
    expect((await ops(to(api.vendors.remove, { id: vendor.id }))).statusCode).toBe(204);
    await ok(to(api.users.remove, { id: second.id }));

    const entries = await entriesSince(0, { entity: 'vendor', entityId: String(vendor.id) });
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.actorName])).toEqual([
      ['created', second.id, 'Oli Ops'],
      ['deleted', second.id, 'Oli Ops'],
    ]);
    expect((await audit({ actorId: second.id })).total).toBe(2);
  });
});

describe('reading the audit log', () => {
  it('filters by entity, record, actor and time, newest first, with the total of every match', async () => {
    const all = await audit({ limit: 200 });
    expect(all.total).toBeGreaterThan(10);
    const ids = all.items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const users = await audit({ entity: 'user', limit: 3 });
    expect(users.items).toHaveLength(3);
    expect(users.items.every((entry) => entry.entity === 'user')).toBe(true);
    expect(users.total).toBe(Number((await t.db('auditLog').where({ entity: 'user' }).count('* as n'))[0].n));
    const nextPage = await audit({ entity: 'user', limit: 3, offset: 3 });
    expect(nextPage.items[0].id).toBeLessThan(users.items[2].id);
    expect(nextPage.total).toBe(users.total);

    const evas = await audit({ entity: 'user', entityId: String(evaId) });
    expect(evas.items.length).toBeGreaterThan(0);
    expect(evas.items.every((entry) => entry.entityId === String(evaId))).toBe(true);
    const byEva = await audit({ actorId: evaId });
    expect(byEva.items.every((entry) => entry.actorId === evaId)).toBe(true);
    expect(byEva.total).toBe(2);

    // A window around the newest entry holds it; one that ends before the oldest holds nothing.
    const newest = all.items[0];
    const around = await audit({ from: new Date(Date.parse(newest.at) - 1000).toISOString(), to: new Date(Date.parse(newest.at) + 1000).toISOString() });
    expect(around.items.map((entry) => entry.id)).toContain(newest.id);
    expect((await audit({ to: '2000-01-01T00:00:00Z' })).total).toBe(0);
    expect((await audit({ from: '2999-01-01T00:00:00Z' })).total).toBe(0);
  });

  it.each([
    [{ entity: 'spaceship' }, '"entity" must be one of'],
    [{ entityId: 'first' }, '"entityId" must be a record id'],
    [{ actorId: 'me' }, '"actorId" must be a number'],
    [{ from: 'yesterday' }, '"from" must be in ISO 8601 date format'],
    [{ to: '2026-13-45T00:00:00Z' }, '"to" must be in ISO 8601 date format'],
    [{ from: '2026-05-02T00:00:00Z', to: '2026-05-01T00:00:00Z' }, '"to" must not be before "from"'],
    [{ limit: 0 }, '"limit" must be greater than or equal to 1'],
    [{ limit: 201 }, '"limit" must be less than or equal to 200'],
    [{ offset: -1 }, '"offset" must be greater than or equal to 0'],
  ])('answers 400 naming the field for %j', async (query, message) => {
    for (const endpoint of [api.audit.list, api.exports.audit]) {
      if (endpoint === api.exports.audit && ('limit' in query || 'offset' in query)) continue;
      const response = await admin({ method: 'GET', url: endpoint.path(query as AuditQuery) });
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toContain(message);
    }
  });

  it('answers 401 signed out and 403 to an evaluator, on the list and its spreadsheet', async () => {
    for (const endpoint of [api.audit.list, api.exports.audit]) {
      expect((await t.server.inject(to(endpoint))).statusCode).toBe(401);
      expect((await eva(to(endpoint))).statusCode).toBe(403);
    }
  });

  it('cannot be changed or deleted through the API', async () => {
    const [entry] = (await audit({ limit: 1 })).items;
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
      for (const url of [api.audit.list.path(), `${api.audit.list.path()}/${entry.id}`]) {
        expect({ method, url, status: (await admin({ method, url, payload: {} })).statusCode }).toEqual({ method, url, status: 404 });
      }
    }
    expect(await t.db('auditLog').where({ id: entry.id }).first()).toBeDefined();
  });
});

describe('the audit log spreadsheet', () => {
  it('has one row per changed field with the entry repeated, filtered like the list, in the order of the changes', async () => {
    const vendorId = catalog.vendors[1].id;
    await ok({ ...to(api.vendors.update, { id: vendorId }), payload: { name: '=Renamed vendor', company: 'Other Co', order: 1 } });
    const response = await admin(to(api.exports.audit, { entity: 'vendor', entityId: String(vendorId), actorId: adminUser.id }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.xlsx"$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Audit Log')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0].slice(1)).toEqual(['Entry', 'When (UTC)', 'Actor ID', 'Actor', 'Entity', 'Entity ID', 'Action', 'Field', 'Old Value', 'New Value']);
    const [entry] = (await audit({ entity: 'vendor', entityId: String(vendorId) })).items;
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      [entry.id, expect.any(Date), adminUser.id, adminUser.name, 'vendor', String(vendorId), 'updated', 'company', 'First Co', 'Other Co'],
      [entry.id, expect.any(Date), adminUser.id, adminUser.name, 'vendor', String(vendorId), 'updated', 'name', 'First vendor', '=Renamed vendor'],
    ]);
    // Text that looks like a formula stays text.
    expect(sheet.getCell('J3').type).not.toBe(ExcelJS.ValueType.Formula);
  });
});
