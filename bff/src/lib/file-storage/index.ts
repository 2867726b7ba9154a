import type { FileStorageConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { FolderStorage } from './folder-storage';
import { S3Storage } from './s3-storage';

export { StoredFileMissing, type FileStorage } from './file-storage';

/** The file storage the configuration names: an S3-compatible bucket when S3_BUCKET is set, else a folder. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  return config.kind === 's3' ? new S3Storage(config) : new FolderStorage(config.dir);
}
