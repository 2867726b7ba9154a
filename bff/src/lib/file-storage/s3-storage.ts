import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorageConfig } from '../../config';
import { checkKey, StoredFileMissing, type FileStorage } from './file-storage';

type S3Config = Extract<FileStorageConfig, { kind: 's3' }>;

/** A part of a multipart upload: the smallest S3 allows. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, …), so every replica serves the same
 * files. Without keys in the configuration the SDK's own chain is used (environment, instance role).
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    });
  }

  /**
   * One request for a file of up to one part, a multipart upload for a larger one, so memory holds at
   * most one part of it (the SDK's Upload). A failed upload is aborted, and its parts with it.
   */
  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: checkKey(key), Body: body, ContentType: contentType },
      queueSize: 1,
      partSize: PART_BYTES,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string): Promise<Readable> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: checkKey(key) }));
      return object.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') throw new StoredFileMissing(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: checkKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
