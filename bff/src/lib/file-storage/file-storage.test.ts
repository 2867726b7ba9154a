import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3Server, type TestS3Server } from '@vsp/test-support/s3-server';
import { StoredFileMissing, type FileStorage } from './file-storage';
import { FolderStorage } from './folder-storage';
import { S3Storage } from './s3-storage';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

interface Opened {
  storage: FileStorage;
  /** Everything the store holds, under whatever name, finished or not. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** Both adapters pass the same contract: the folder one, and the S3 one against a real S3-compatible server. */
const ADAPTERS: [string, () => Promise<Opened>][] = [
  [
    'a folder',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-files-'));
      const storage = new FolderStorage(dir);
      return {
        storage,
        keys: async () => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))),
        close: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'an S3-compatible store',
    async () => {
      const s3: TestS3Server = await startS3Server();
      const storage = new S3Storage({ kind: 's3', bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true });
      const client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
      return {
        storage,
        keys: async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key!),
        close: async () => {
          storage.close();
          client.destroy();
          await s3.stop();
        },
      };
    },
  ],
];

describe.each(ADAPTERS)('file storage in %s', (_name, open) => {
  let opened: Opened;

  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('gives back the bytes it stored, byte for byte', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10]);
    await opened.storage.put('vendor-7/3f2a', bytes, 'application/pdf');
    expect(await bytesOf(await opened.storage.get('vendor-7/3f2a'))).toEqual(bytes);
  });

  it('replaces what a key held', async () => {
    await opened.storage.put('vendor-7/replaced', Buffer.from('first'), 'text/plain');
    await opened.storage.put('vendor-7/replaced', Buffer.from('second'), 'text/plain');
    expect((await bytesOf(await opened.storage.get('vendor-7/replaced'))).toString()).toBe('second');
  });

  it('stores a stream as it comes, and keeps nothing of one that fails on the way', async () => {
    await opened.storage.put('vendor-7/streamed', Readable.from([Buffer.from('first '), Buffer.from('second')]), 'text/plain');
    expect((await bytesOf(await opened.storage.get('vendor-7/streamed'))).toString()).toBe('first second');
    async function* cutOff() {
      yield Buffer.from('the first part');
      throw new Error('The client went away');
    }
    await expect(opened.storage.put('vendor-7/cut-off', Readable.from(cutOff()), 'text/plain')).rejects.toThrow('The client went away');
    await expect(opened.storage.get('vendor-7/cut-off')).rejects.toBeInstanceOf(StoredFileMissing);
    expect(await opened.keys()).not.toContainEqual(expect.stringContaining('cut-off'));
  });

  it('says when nothing is stored, and removing twice is fine', async () => {
    await opened.storage.put('vendor-7/gone', Buffer.from('x'), 'text/plain');
    await opened.storage.remove('vendor-7/gone');
    await opened.storage.remove('vendor-7/gone');
    await expect(opened.storage.get('vendor-7/gone')).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(opened.storage.get('vendor-7/never')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('refuses a key that could reach outside the store', async () => {
    for (const key of ['../secret', 'vendor-7/../../etc/passwd', '/absolute', 'Vendor 7/a b']) {
      await expect(opened.storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Not a storage key');
    }
  });
});
