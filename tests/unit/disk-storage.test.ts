import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../server/uploads/disk-storage';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-disk-storage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const key = (n: number) => `${String(n).padStart(22, 'A')}.png`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** A body that fails on its first read, as an upload refused at its first bytes does. */
const failingAtOnce = () =>
  new Readable({
    read() {
      this.destroy(new Error('refused'));
    },
  });

describe('diskStorage', () => {
  it('stores, reads back and removes a file under its key, with no partial file left', async () => {
    const storage = diskStorage(dir);
    await storage.put(key(1), Readable.from([Buffer.from('bytes')]));
    expect(fs.readdirSync(dir)).toEqual([key(1)]);
    await storage.remove(key(1));
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('leaves nothing behind when the body fails at once, however often', async () => {
    const storage = diskStorage(dir);
    for (let i = 0; i < 50; i++) {
      await expect(storage.put(key(100 + i), failingAtOnce())).rejects.toThrow('refused');
    }
    await settle();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
