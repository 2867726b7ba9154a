import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerInjectResponse } from '@hapi/hapi';
import { api, type VendorFile } from '@vsp/contract';
import { createCatalog, denyAccess, type Catalog } from '../../../test/fixtures';
import { formBody } from '../../../test/multipart';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

/*
 * Who may read which vendor files: the event's own list decides (access to the event, and the
 * vendors the caller declared a conflict with there); the Reference Material list and the download
 * follow it, so no file is reached by another way. Administrators read every active file.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

let t: TestServer;
let dir: string;
let admin: Caller;
let catalog: Catalog;
/** One upload of each active vendor: the first vendor's, then the second's. */
let files: [VendorFile, VendorFile];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-vendor-file-access-'));
  t = await startTestServer({ files: { storage: { kind: 'folder', dir }, maxBytes: 64 * 1024 } });
  admin = await adminCaller(t.server);
  catalog = await createCatalog(t.db);
  const uploaded = [];
  for (const vendor of catalog.vendors) {
    const body = await formBody({ file: { bytes: PDF, fileName: `${vendor.name}.pdf`, type: 'application/pdf' } });
    uploaded.push(json<VendorFile>(await admin({ ...to(api.vendorFiles.create, { vendorId: vendor.id }), ...body })));
  }
  files = uploaded as [VendorFile, VendorFile];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A new user, signed in, locked out of the given events. */
async function signedIn(username: string, lockedOutOf: number[] = [], isAdmin = false): Promise<Caller & { id: number }> {
  const { id } = await createUser(t.db, { username, isAdmin });
  for (const eventId of lockedOutOf) await denyAccess(t.db, id, eventId);
  return Object.assign(await caller(t.server, username), { id });
}

const ids = (response: ServerInjectResponse) => json<VendorFile[]>(response).map((file) => file.id);

/** What a caller reaches: the Reference Material list, and the status of each file's download. */
async function reached(who: Caller): Promise<{ listed: number[]; downloads: number[] }> {
  const listed = ids(await who(to(api.vendorFiles.list)));
  const downloads = [];
  for (const file of files) downloads.push((await who(to(api.vendorFiles.download, { id: file.id }))).statusCode);
  return { listed, downloads };
}

async function declare(who: Caller, eventId: number, conflicts: number[]): Promise<void> {
  expect((await who({ ...to(api.declarations.declare, { eventId }), payload: { conflicts } })).statusCode).toBe(200);
}

const [first, second] = [0, 1];

describe('an evaluator', () => {
  it('with access to an event reads every active file, in its list, the Reference Material list and the downloads', async () => {
    const eva = await signedIn('eva');
    expect(ids(await eva(to(api.vendorFiles.ofEvent, { eventId: catalog.active.id })))).toEqual([files[second].id, files[first].id]);
    expect(await reached(eva)).toEqual({ listed: [files[second].id, files[first].id], downloads: [200, 200] });
  });

  it('locked out of every active event reads no file anywhere: the downloads answer 404, as for a file that does not exist', async () => {
    const outsider = await signedIn('outsider', [catalog.active.id, catalog.closed.id]);
    expect((await outsider(to(api.vendorFiles.ofEvent, { eventId: catalog.active.id }))).statusCode).toBe(403);
    expect(await reached(outsider)).toEqual({ listed: [], downloads: [404, 404] });
    expect(json(await outsider(to(api.vendorFiles.download, { id: files[first].id })))).toMatchObject({ message: 'Vendor file not found' });
  });

  it('locked out of one event reads the files through another event they may open', async () => {
    const partial = await signedIn('partial', [catalog.active.id]);
    expect((await partial(to(api.vendorFiles.ofEvent, { eventId: catalog.active.id }))).statusCode).toBe(403);
    expect(ids(await partial(to(api.vendorFiles.ofEvent, { eventId: catalog.closed.id })))).toEqual([files[second].id, files[first].id]);
    expect(await reached(partial)).toEqual({ listed: [files[second].id, files[first].id], downloads: [200, 200] });
  });

  it('does not read the files of a vendor they declared a conflict with, in the event where they declared it', async () => {
    // Locked out of the Closed event, the Active one is the only event that shows them files.
    const conflicted = await signedIn('conflicted', [catalog.closed.id]);
    await declare(conflicted, catalog.active.id, [catalog.vendors[first].id]);
    expect(ids(await conflicted(to(api.vendorFiles.ofEvent, { eventId: catalog.active.id })))).toEqual([files[second].id]);
    expect(await reached(conflicted)).toEqual({ listed: [files[second].id], downloads: [404, 200] });

    // A newer declaration without the conflict gives the files back.
    await declare(conflicted, catalog.active.id, []);
    expect(await reached(conflicted)).toEqual({ listed: [files[second].id, files[first].id], downloads: [200, 200] });
  });

  it('reads the files of that vendor through another event they may open without a declared conflict', async () => {
    const elsewhere = await signedIn('elsewhere');
    await declare(elsewhere, catalog.active.id, [catalog.vendors[first].id]);
    expect(ids(await elsewhere(to(api.vendorFiles.ofEvent, { eventId: catalog.active.id })))).toEqual([files[second].id]);
    expect(ids(await elsewhere(to(api.vendorFiles.ofEvent, { eventId: catalog.closed.id })))).toEqual([files[second].id, files[first].id]);
    expect(await reached(elsewhere)).toEqual({ listed: [files[second].id, files[first].id], downloads: [200, 200] });
  });
});

describe('an administrator', () => {
  it('reads every active file, whatever their own access and declarations', async () => {
    const ada = await signedIn('ada', [catalog.closed.id], true);
    await declare(ada, catalog.active.id, [catalog.vendors[first].id]);
    expect(ids(await ada(to(api.vendorFiles.ofEvent, { eventId: catalog.active.id })))).toEqual([files[second].id, files[first].id]);
    await denyAccess(t.db, ada.id, catalog.active.id);
    expect(await reached(ada)).toEqual({ listed: [files[second].id, files[first].id], downloads: [200, 200] });
  });
});
