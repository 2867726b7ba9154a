import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, StoredFileMissing, type FileStorage } from './file-storage';

/**
 * Files in a folder on this machine (under DATA_DIR by default): right for one process, or for
 * replicas that share the folder. A file is written beside its place and renamed into it, so a
 * reader never sees half of one, and one whose bytes stop coming is removed.
 */
export class FolderStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    return path.join(this.dir, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await fs.promises.writeFile(partial, body);
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const target = this.pathOf(key);
    try {
      await fs.promises.access(target, fs.constants.R_OK);
    } catch {
      throw new StoredFileMissing(key);
    }
    return fs.createReadStream(target);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  close(): void {
    // A folder holds no connection.
  }
}
