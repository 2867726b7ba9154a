import { api, type Vendor } from '@vsp/contract';
import { countRows, createCatalog, createScoredCell } from '../../../test/fixtures';
import { adminCaller, createUser, json, request, signIn, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let cookie: string;
let admin: Caller;
let userId: number;

beforeAll(async () => {
  t = await startTestServer();
  await createCatalog(t.db);
  userId = (await createUser(t.db, { username: 'eva' })).id;
  cookie = await signIn(t.server, 'eva');
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

// Runs before the administrator's tests add vendors of their own.
describe('the active vendors', () => {
  it('lists active vendors by order', async () => {
    const vendors = (await request(t.server, cookie, to(api.vendors.list))).result as { name: string; company: string }[];
    expect(vendors.map((v) => v.name)).toEqual(['First vendor', 'Second vendor']);
    expect(vendors[0]).toMatchObject({ company: 'First Co', isActive: true, order: 1 });
  });
});

describe('administering vendors', () => {
  it('creates, lists, replaces a vendor', async () => {
    const payload = { name: 'Acme', company: 'Acme Ltd', logo: 'https://example.com/acme.png', description: 'Widgets', order: 2, isActive: false };
    const created = await admin({ ...to(api.vendors.create), payload });
    expect(created.statusCode).toBe(201);
    const vendor = json<Vendor>(created);
    expect(vendor).toEqual({ id: expect.any(Number), ...payload });
    expect(json<Vendor[]>(await admin(to(api.vendors.adminList)))).toContainEqual(vendor);
    const replaced = await admin({ ...to(api.vendors.update, { id: vendor.id }), payload: { name: 'Acme 2', logo: '' } });
    expect(json(replaced)).toEqual({ id: vendor.id, name: 'Acme 2', company: null, logo: null, description: null, order: 0, isActive: true });
  });

  it.each([
    ['"name" is required', {}],
    ['"logo" must be a valid uri with a scheme matching the http|https pattern', { name: 'V', logo: 'javascript:alert(1)' }],
    ['"logo" length must be less than or equal to 255 characters long', { name: 'V', logo: `https://example.com/${'l'.repeat(250)}` }],
    ['"isActive" must be a boolean', { name: 'V', isActive: 'yes please' }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ ...to(api.vendors.create), payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it('deletes a vendor with its scores and info lines', async () => {
    const doomed = await createScoredCell(t.db, userId, 'Vendorless');
    const response = await admin(to(api.vendors.remove, { id: doomed.vendorId }));
    expect(response.statusCode).toBe(204);
    expect(await countRows(t.db, 'scores', { vendorId: doomed.vendorId })).toBe(0);
    expect(await countRows(t.db, 'eventVendorInfo', { vendorId: doomed.vendorId })).toBe(0);
    expect(await countRows(t.db, 'questions', { id: doomed.questionId })).toBe(1);
    expect((await admin(to(api.vendors.remove, { id: doomed.vendorId }))).statusCode).toBe(404);
  });
});
