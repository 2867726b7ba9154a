import { api } from '@vsp/contract';
import { createCatalog, createCell, type Catalog } from '../../../test/fixtures';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let catalog: Catalog;
let admin: Caller;
let reader: Caller;

beforeAll(async () => {
  t = await startTestServer();
  catalog = await createCatalog(t.db);
  await createUser(t.db, { username: 'reader' });
  reader = await caller(t.server, 'reader');
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

// Runs before the administrator's tests add lines of their own.
it('lets every signed-in user read the event vendor info', async () => {
  const response = await reader(to(api.eventVendorInfo.list));
  expect(response.statusCode).toBe(200);
  expect(response.result).toEqual([{ eventId: catalog.active.id, vendorId: catalog.vendors[0].id, info: 'Booth 4, 10:00' }]);
});

describe('saving an info line', () => {
  it('inserts, then replaces, the line of one event and vendor', async () => {
    const { eventId, vendorId } = await createCell(t.db);
    const save = to(api.eventVendorInfo.save, { eventId, vendorId });
    expect(json(await admin({ ...save, payload: { info: 'Booth 4' } }))).toEqual({ eventId, vendorId, info: 'Booth 4' });
    expect(json(await admin({ ...save, payload: { info: 'i'.repeat(64) } }))).toEqual({ eventId, vendorId, info: 'i'.repeat(64) });
    expect(await t.db('eventVendorInfo').where({ eventId, vendorId })).toHaveLength(1);
    expect(json(await reader(to(api.eventVendorInfo.list)))).toContainEqual({ eventId, vendorId, info: 'i'.repeat(64) });
  });

  it('refuses more than 64 characters with the form message', async () => {
    const { eventId, vendorId } = await createCell(t.db, 'Long');
    const response = await admin({ ...to(api.eventVendorInfo.save, { eventId, vendorId }), payload: { info: 'i'.repeat(65) } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'Maximum 64 characters per field' });
    expect(await t.db('eventVendorInfo').where({ eventId, vendorId })).toHaveLength(0);
  });

  it('answers 400 for an unknown event or vendor', async () => {
    const { vendorId } = await createCell(t.db, 'Unknown');
    const response = await admin({ ...to(api.eventVendorInfo.save, { eventId: 999999, vendorId }), payload: { info: 'x' } });
    expect(response.statusCode).toBe(400);
  });
});
