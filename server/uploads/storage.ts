import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live, by key. The disk implementation is the default; an S3-compatible one
 * can replace it without touching the routes, which only ever see this interface.
 */
export interface UploadStorage {
  /**
   * Stores the whole stream under `key`. If the stream fails (too large, client gone) nothing is
   * left under the key or beside it, and the stream's own error is thrown.
   */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * Keys are made by the server (see upload-id.ts); storages refuse anything else, so a key can never
 * name a path outside their folder or bucket prefix even if a caller forgets to validate.
 */
export const STORAGE_KEY = /^[A-Za-z0-9_-]{1,64}(\.[a-z0-9]{1,8})?$/;

export const assertStorageKey = (key: string) => {
  if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
};
