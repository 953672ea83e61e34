import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type UploadStorage } from './storage';

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files in one folder, named by their key. Bytes are written to a hidden `.part` file and renamed
 * only once complete, so a failed or aborted upload never shows up under its key, and a reader
 * never sees half a file.
 */
export const diskStorage = (dir: string): UploadStorage => {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, body: Readable) {
      const target = pathOf(key);
      await fs.promises.mkdir(root, { recursive: true, mode: 0o700 });
      const partial = path.join(root, `.${key}.${crypto.randomBytes(6).toString('hex')}.part`);
      // Opened before the bytes flow: a write stream opens its file in the background, and on a
      // busy machine a body that failed at once had its clean-up run before that open, which then
      // created a `.part` that nothing removed (7 of 50 refused bodies in one CI run).
      const file = await fs.promises.open(partial, 'wx', 0o600);
      try {
        await pipeline(body, file.createWriteStream());
        await fs.promises.rename(partial, target);
      } catch (error) {
        await file.close().catch(() => {});
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(pathOf(key), 'r');
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (e) {
        await handle.close();
        throw e;
      }
    },

    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
};
