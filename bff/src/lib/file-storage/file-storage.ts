import type { Readable } from 'node:stream';

/** A stored file that is not there (removed, or never stored under that key). */
export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
  }
}

/**
 * Where the portal keeps uploaded files. Keys are the portal's own (never a user's file name), so
 * no name can reach outside the store.
 */
export interface FileStorage {
  /**
   * Stores the bytes under `key`, replacing what was there. A stream is stored as it arrives, never
   * held whole in memory; if it fails, nothing is left under `key` and the stream's error is thrown.
   */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The bytes stored under `key`; StoredFileMissing when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes what is stored under `key`; nothing stored is not an error. */
  remove(key: string): Promise<void>;
  /** Lets go of connections when the server stops. */
  close(): void;
}

/** A key is the portal's own: letters, digits, dashes and one slash-separated folder level at most. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9.-]+)?$/;

export function checkKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Not a storage key: ${key}`);
  return key;
}
