import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, UPLOAD_TYPE_REFUSED, type VendorFile } from '@vsp/contract';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3Server, type TestS3Server } from '@vsp/test-support/s3-server';
import ExcelJS from 'exceljs';
import { createCatalog, dataFingerprint, denyAccess, type Catalog } from '../../../test/fixtures';
import { formBody } from '../../../test/multipart';
import { until } from '../../../test/second-process';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

async function xlsxBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Prices').addRow(['Item', 'Price']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const upload = (vendorId: number, file: { bytes: Buffer; fileName: string; type?: string }, fields: Record<string, string> = {}) =>
  formBody({ file, ...fields }).then((body) => ({ ...to(api.vendorFiles.create, { vendorId }), ...body }));

describe('vendor files in a folder', () => {
  let t: TestServer;
  let admin: Caller;
  let evaluator: Caller;
  let catalog: Catalog;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-vendor-files-'));
    t = await startTestServer({ files: { storage: { kind: 'folder', dir }, maxBytes: 64 * 1024 } });
    admin = await adminCaller(t.server);
    catalog = await createCatalog(t.db);
    await createUser(t.db, { username: 'eva' });
    evaluator = await caller(t.server, 'eva');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const storedFiles = () => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

  it('uploads a PDF, keeps it under a key of its own, and serves it as an attachment', async () => {
    const vendorId = catalog.vendors[0].id;
    const response = await admin(await upload(vendorId, { bytes: PDF, fileName: 'Proposal v2.pdf', type: 'application/pdf' }, { title: 'Proposal', description: 'Pricing on page 4' }));
    expect(response.statusCode).toBe(201);
    const file = json<VendorFile>(response);
    expect(file).toMatchObject({ vendorId, title: 'Proposal', description: 'Pricing on page 4', kind: 'upload', url: null, fileType: 'PDF', fileName: 'Proposal v2.pdf', contentType: 'application/pdf', sizeBytes: PDF.length, isActive: true });
    expect(storedFiles().map((entry) => entry.name)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);

    const downloaded = await evaluator(to(api.vendorFiles.download, { id: file.id }));
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload).toEqual(PDF);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="Proposal v2.pdf"; filename*=UTF-8''Proposal%20v2.pdf`);
    expect(downloaded.headers['x-content-type-options']).toBe('nosniff');
  });

  it('recognises a file by its content: a spreadsheet named .pdf is a spreadsheet, an image is an image', async () => {
    const vendorId = catalog.vendors[0].id;
    const sheet = json<VendorFile>(await admin(await upload(vendorId, { bytes: await xlsxBytes(), fileName: 'prices.pdf' })));
    expect(sheet).toMatchObject({ contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileType: 'Excel', fileName: 'prices.xlsx', title: 'prices' });
    const image = json<VendorFile>(await admin(await upload(vendorId, { bytes: PNG, fileName: 'architecture.png' })));
    expect(image).toMatchObject({ contentType: 'image/png', fileType: 'PNG' });
    const csv = json<VendorFile>(await admin(await upload(vendorId, { bytes: Buffer.from('item,price\nlicence,100\n'), fileName: 'prices.csv' })));
    expect(csv).toMatchObject({ contentType: 'text/csv', fileType: 'CSV' });
    expect((await evaluator(to(api.vendorFiles.download, { id: csv.id }))).headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it.each([
    ['HTML named as text', HTML, 'notes.txt'],
    ['HTML named as a PDF', HTML, 'brochure.pdf'],
    ['SVG', SVG, 'logo.svg'],
    ['SVG named as an image', SVG, 'logo.png'],
    ['a program', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), 'setup.txt'],
  ])('refuses %s with 415 and stores nothing', async (_what, bytes, fileName) => {
    const before = await dataFingerprint(t.db);
    const stored = storedFiles().length;
    const response = await admin(await upload(catalog.vendors[0].id, { bytes, fileName }));
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({ message: UPLOAD_TYPE_REFUSED });
    expect(await dataFingerprint(t.db)).toEqual(before);
    expect(storedFiles()).toHaveLength(stored);
  });

  it('refuses a file above the size limit with 413, naming the limit', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const response = await admin(await upload(catalog.vendors[0].id, { bytes: big, fileName: 'huge.pdf' }));
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ message: 'The file is larger than 0 MB' });
  });

  it('refuses with 413 a file that passes the limit while it arrives, and keeps nothing of it', async () => {
    const before = await dataFingerprint(t.db);
    const stored = storedFiles().length;
    // Within what the request may declare (the limit and room for the form), so only the file's own count refuses it.
    const big = await upload(catalog.vendors[0].id, { bytes: Buffer.concat([PDF, Buffer.alloc(300 * 1024, 0x20)]), fileName: 'big.pdf' });
    const response = await admin(big);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ message: 'The file is larger than 0 MB' });
    expect(storedFiles()).toHaveLength(stored);
    expect(await dataFingerprint(t.db)).toEqual(before);
  });

  it('answers 400 to a form that breaks off inside its file, and keeps nothing of it', async () => {
    const before = await dataFingerprint(t.db);
    const stored = storedFiles().length;
    const form = await upload(catalog.vendors[0].id, { bytes: Buffer.concat([PDF, Buffer.alloc(32 * 1024, 0x20)]), fileName: 'cut.pdf' });
    const response = await admin({ ...form, payload: form.payload.subarray(0, 20 * 1024) });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'Invalid multipart payload format' });
    expect(storedFiles()).toHaveLength(stored);
    expect(await dataFingerprint(t.db)).toEqual(before);
  });

  it('keeps only the last part of a name, in safe characters, whatever path it names', async () => {
    const file = json<VendorFile>(await admin(await upload(catalog.vendors[1].id, { bytes: PDF, fileName: '../../etc/pass<wd>.pdf' })));
    expect(file.fileName).toBe('pass_wd_.pdf');
    expect(storedFiles().every((entry) => path.resolve(entry.parentPath).startsWith(dir))).toBe(true);
  });

  it('asks for a file, and names bad fields of a link', async () => {
    const noFile = await admin({ ...to(api.vendorFiles.create, { vendorId: catalog.vendors[0].id }), ...(await formBody({ title: 'Nothing' })) });
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile)).toMatchObject({ message: 'Choose a file to upload' });
    const script = await admin({ ...to(api.vendorFiles.create, { vendorId: catalog.vendors[0].id }), payload: { title: 'Bad', url: 'javascript:alert(1)' } });
    expect(script.statusCode).toBe(400);
    expect(json(script)).toMatchObject({ message: expect.stringContaining('"url"') });
    const noTitle = await admin({ ...to(api.vendorFiles.create, { vendorId: catalog.vendors[0].id }), payload: { url: 'https://example.org/a.pdf' } });
    expect(json(noTitle)).toMatchObject({ message: '"title" is required' });
    expect((await admin({ ...to(api.vendorFiles.create, { vendorId: 999_999 }), payload: { title: 'A', url: 'https://example.org/a.pdf' } })).statusCode).toBe(404);
  });

  it('adds a link, which a download redirects to, changes it, and records each change', async () => {
    const vendorId = catalog.vendors[1].id;
    const created = await admin({ ...to(api.vendorFiles.create, { vendorId }), payload: { title: 'Demo recording', url: 'https://video.example.org/demo', fileType: 'Video' } });
    expect(created.statusCode).toBe(201);
    const link = json<VendorFile>(created);
    expect(link).toMatchObject({ kind: 'link', url: 'https://video.example.org/demo', fileName: null, sizeBytes: null, fileType: 'Video' });
    const followed = await evaluator(to(api.vendorFiles.download, { id: link.id }));
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('https://video.example.org/demo');

    const changed = await admin({ ...to(api.vendorFiles.update, { id: link.id }), payload: { url: 'https://video.example.org/demo-2', title: 'Demo (full)' } });
    expect(json(changed)).toMatchObject({ url: 'https://video.example.org/demo-2', title: 'Demo (full)' });
    const audit = await t.db('audit_log').where({ entity: 'vendor-file', entityId: String(link.id) }).orderBy('id');
    expect(audit.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(audit[1].changes).toMatchObject({ url: { old: 'https://video.example.org/demo', new: 'https://video.example.org/demo-2' } });
  });

  it('keeps an upload\'s address its own', async () => {
    const file = json<VendorFile>(await admin(await upload(catalog.vendors[0].id, { bytes: PDF, fileName: 'fixed.pdf' })));
    const response = await admin({ ...to(api.vendorFiles.update, { id: file.id }), payload: { url: 'https://example.org/elsewhere.pdf' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'An uploaded file has no address to change: upload a new file instead' });
  });

  it('lists for evaluators only active files of active vendors, and downloads nothing else', async () => {
    const [first, second] = catalog.vendors;
    const hidden = json<VendorFile>(await admin(await upload(first.id, { bytes: PDF, fileName: 'draft.pdf' })));
    await admin({ ...to(api.vendorFiles.update, { id: hidden.id }), payload: { isActive: false } });
    const ofInactive = json<VendorFile>(await admin(await upload(catalog.inactiveVendor.id, { bytes: PDF, fileName: 'gone.pdf' })));

    const listed = json<VendorFile[]>(await evaluator(to(api.vendorFiles.list)));
    expect(listed.map((file) => file.id)).not.toContain(hidden.id);
    expect(listed.map((file) => file.id)).not.toContain(ofInactive.id);
    // In grid order: the second vendor (order 1) before the first (order 2).
    expect(listed.findIndex((file) => file.vendorId === second.id)).toBeLessThan(listed.findIndex((file) => file.vendorId === first.id));
    expect(json(await evaluator(to(api.vendorFiles.ofEvent, { eventId: catalog.active.id })))).toEqual(listed);
    expect((await evaluator(to(api.vendorFiles.download, { id: hidden.id }))).statusCode).toBe(404);
    expect((await evaluator(to(api.vendorFiles.download, { id: ofInactive.id }))).statusCode).toBe(404);
    // Administrators see every file of a vendor.
    expect(json<VendorFile[]>(await admin(to(api.vendorFiles.adminList, { vendorId: first.id }))).map((file) => file.id)).toContain(hidden.id);
  });

  it('answers the grid\'s list only to evaluators with access to the event', async () => {
    const denied = await createUser(t.db, { username: 'denied' });
    await denyAccess(t.db, denied.id, catalog.active.id);
    const deniedCaller = await caller(t.server, 'denied');
    expect((await deniedCaller(to(api.vendorFiles.ofEvent, { eventId: catalog.active.id }))).statusCode).toBe(403);
    expect((await evaluator(to(api.vendorFiles.ofEvent, { eventId: 999_999 }))).statusCode).toBe(404);
    expect((await t.server.inject(to(api.vendorFiles.list))).statusCode).toBe(401);
    expect((await t.server.inject(to(api.vendorFiles.download, { id: 1 }))).statusCode).toBe(401);
  });

  it('keeps administrators\' routes to administrators', async () => {
    const vendorId = catalog.vendors[0].id;
    expect((await evaluator(to(api.vendorFiles.adminList, { vendorId }))).statusCode).toBe(403);
    expect((await evaluator({ ...to(api.vendorFiles.create, { vendorId }), payload: { title: 'A', url: 'https://example.org' } })).statusCode).toBe(403);
    expect((await evaluator(await upload(vendorId, { bytes: PDF, fileName: 'sneaky.pdf' }))).statusCode).toBe(403);
  });

  it('deletes a file with its stored bytes', async () => {
    const file = json<VendorFile>(await admin(await upload(catalog.vendors[0].id, { bytes: PDF, fileName: 'obsolete.pdf' })));
    const stored = storedFiles().length;
    expect((await admin(to(api.vendorFiles.remove, { id: file.id }))).statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(stored - 1);
    expect((await evaluator(to(api.vendorFiles.download, { id: file.id }))).statusCode).toBe(404);
    expect((await admin(to(api.vendorFiles.remove, { id: file.id }))).statusCode).toBe(404);
    expect(await t.db('audit_log').where({ entity: 'vendor-file', entityId: String(file.id), action: 'deleted' })).toHaveLength(1);
  });
});

describe('an upload on its way', () => {
  const MAX_BYTES = 2 * 1024 * 1024;
  let t: TestServer;
  let dir: string;
  let admin: Caller;
  let catalog: Catalog;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-vendor-files-'));
    t = await startTestServer({ host: '127.0.0.1', port: 0, files: { storage: { kind: 'folder', dir }, maxBytes: MAX_BYTES } });
    // Over HTTP: server.inject reads a streamed body whole before the server sees any of it.
    await t.server.start();
    admin = await adminCaller(t.server);
    catalog = await createCatalog(t.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Sends an upload as a browser streams a large file, in chunks without a length: the first
   * `first` bytes at once, the others once `rest` resolves.
   */
  async function sendInParts(bytes: Buffer, first: number, rest: Promise<void>): Promise<{ status: number; body: unknown }> {
    const form = await upload(catalog.vendors[0].id, { bytes, fileName: 'large.pdf' });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(form.payload.subarray(0, first));
        await rest;
        controller.enqueue(form.payload.subarray(first));
        controller.close();
      },
    });
    const response = await fetch(`${t.server.info.uri}${form.url}`, {
      method: form.method,
      headers: { ...form.headers, cookie: admin.cookie },
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: response.status, body: await response.json() };
  }

  /** The files in the storage, and the bytes written so far of those not yet complete. */
  const stored = () => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const partialBytes = () =>
    stored()
      .filter((entry) => entry.name.endsWith('.partial'))
      .reduce((total, entry) => total + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);

  it('reaches the storage while the client is still sending it, so the server never holds it whole', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(1536 * 1024, 0x20)]);
    let sendTheRest!: () => void;
    const answer = sendInParts(bytes, 1024 * 1024, new Promise((resolve) => (sendTheRest = resolve)));
    try {
      // Well past what is read to recognise the file: its bytes are on their way to the storage.
      await until(async () => partialBytes() > 512 * 1024, 'part of the file in the storage before the request ends');
    } finally {
      sendTheRest();
    }
    const response = await answer;
    expect(response.status).toBe(201);
    const file = response.body as VendorFile;
    expect(file).toMatchObject({ sizeBytes: bytes.length, contentType: 'application/pdf' });
    expect(partialBytes()).toBe(0);
    // Compared by digest: a deep comparison of megabytes takes Jest seconds.
    expect(sha256((await admin(to(api.vendorFiles.download, { id: file.id }))).rawPayload)).toBe(sha256(bytes));
  });

  it.each([
    ['a NUL byte', Buffer.from([0x00])],
    ['bytes that are not UTF-8', Buffer.from([0xc3, 0x28])],
  ])('is refused as text with 415 for %s far past its first bytes, and nothing of it is kept', async (_what, bad) => {
    const files = stored().length;
    const text = Buffer.concat([Buffer.alloc(512 * 1024, 'price list '), bad, Buffer.from('\nend\n')]);
    const response = await admin(await upload(catalog.vendors[0].id, { bytes: text, fileName: 'prices.txt' }));
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({ message: UPLOAD_TYPE_REFUSED });
    expect(stored()).toHaveLength(files);
  });

  it('is refused with 413 once it passes the limit, however long the request, and nothing of it is kept', async () => {
    const before = await dataFingerprint(t.db);
    const files = stored().length;
    const response = await sendInParts(Buffer.concat([PDF, Buffer.alloc(8 * MAX_BYTES, 0x20)]), 0, Promise.resolve());
    expect(response).toEqual({ status: 413, body: expect.objectContaining({ message: 'The file is larger than 2 MB' }) });
    expect(stored()).toHaveLength(files);
    expect(await dataFingerprint(t.db)).toEqual(before);
  });
});

describe('deleting a vendor', () => {
  let t: TestServer;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-vendor-files-'));
    t = await startTestServer({ files: { storage: { kind: 'folder', dir }, maxBytes: 64 * 1024 } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('removes its uploaded files from the storage too', async () => {
    const admin = await adminCaller(t.server);
    const catalog = await createCatalog(t.db);
    const [leaving, staying] = catalog.vendors;
    await admin(await upload(leaving.id, { bytes: PDF, fileName: 'a.pdf' }));
    await admin(await upload(leaving.id, { bytes: PNG, fileName: 'b.png' }));
    await admin(await upload(staying.id, { bytes: PDF, fileName: 'c.pdf' }));
    expect((await admin(to(api.vendors.remove, { id: leaving.id }))).statusCode).toBe(204);
    expect(fs.readdirSync(path.join(dir, `vendor-${staying.id}`))).toHaveLength(1);
    expect(fs.readdirSync(path.join(dir, `vendor-${leaving.id}`))).toEqual([]);
  });
});

describe('vendor files in an S3-compatible store', () => {
  let s3: TestS3Server;
  let t: TestServer;
  let admin: Caller;
  let catalog: Catalog;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestServer({
      files: {
        storage: { kind: 's3', bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true },
        maxBytes: 8 * 1024 * 1024,
      },
    });
    admin = await adminCaller(t.server);
    catalog = await createCatalog(t.db);
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  /** The keys in the bucket. */
  async function bucketKeys(): Promise<string[]> {
    const client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    try {
      return ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key!);
    } finally {
      client.destroy();
    }
  }

  it('uploads, downloads and deletes through the store', async () => {
    const file = json<VendorFile>(await admin(await upload(catalog.vendors[0].id, { bytes: PDF, fileName: 'stored.pdf' })));
    const downloaded = await admin(to(api.vendorFiles.download, { id: file.id }));
    expect(downloaded.rawPayload).toEqual(PDF);
    expect((await admin(to(api.vendorFiles.remove, { id: file.id }))).statusCode).toBe(204);
  });

  it('sends a file larger than one part in parts, as it arrives', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const file = json<VendorFile>(await admin(await upload(catalog.vendors[0].id, { bytes, fileName: 'large.pdf' })));
    expect(file.sizeBytes).toBe(bytes.length);
    expect(sha256((await admin(to(api.vendorFiles.download, { id: file.id }))).rawPayload)).toBe(sha256(bytes));
  });

  it('refuses a file over the limit with 413 and leaves nothing in the bucket', async () => {
    const before = await bucketKeys();
    const response = await admin(await upload(catalog.vendors[1].id, { bytes: Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024, 0x20)]), fileName: 'huge.pdf' }));
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ message: 'The file is larger than 8 MB' });
    expect(await bucketKeys()).toEqual(before);
  });
});
