import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { BackupError, pgliteDirOf, restoreBackup, writeBackup } from '../../server/backup/archive';
import { DataDirInUse, lockFile } from '../../server/db/lock';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase, pgliteOptions } from '../../server/db/open';
import { DEMO_FILE, demoDocumentIds, seedDemo, seedReference } from '../../server/db/seed';
import { diskStorage } from '../../server/uploads/disk-storage';

// tar's extraction is watched: once started on a truncated archive, it goes on writing files after it
// has failed, racing the clean-up (ENOTEMPTY in CI). A bad archive must be refused before it starts.
vi.mock('tar', async (original) => {
  const actual = await original<typeof import('tar')>();
  return { ...actual, extract: vi.fn(actual.extract) };
});

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-backup-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const dataDir = path.join(root, 'data');
const uploadsDir = path.join(dataDir, 'uploads');
const archive = path.join(root, 'backup.tar.gz');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const IMAGE_ID = 'ProductImage0000000001.png';

/** The seeded demo database, on disk in `dir`: from the run's template when there is one. */
const seededDatabase = async (dir: string) => {
  const templatePath = inject('templatePath');
  if (templatePath) {
    const blob = new Blob([fs.readFileSync(templatePath)]);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await (await PGlite.create(pgliteOptions({ dataDir: dir, loadDataDir: blob }))).close();
    return;
  }
  const db = await openDatabase({ dataDir: dir });
  await migrateToLatest(db as never);
  await seedReference(db);
  await seedDemo(db);
  await db.destroy();
};

/** What a restore must bring back: every vendor, product and upload row, in order. */
const snapshot = async (dir: string) => {
  const db = await openDatabase({ dataDir: pgliteDirOf(dir) });
  try {
    return {
      vendors: await db.selectFrom('vendors').select(['id', 'email', 'company_name']).orderBy('id').execute(),
      products: await db
        .selectFrom('products')
        .select(['id', 'name', 'sku', 'status'])
        .orderBy('id')
        .execute(),
      uploads: await db.selectFrom('uploads').select(['id', 'vendor_id', 'size']).orderBy('id').execute(),
    };
  } finally {
    await db.destroy();
  }
};

const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
/** Leftovers of a restore (staging or set-aside folders) beside the targets. */
const leftovers = () => fs.readdirSync(root).filter((n) => n.startsWith('.'));

/** A process that stays alive while the test pretends it is a server holding `dir`. */
const holdLock = (dir: string) => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  fs.mkdirSync(pgliteDirOf(dir), { recursive: true });
  fs.writeFileSync(lockFile(pgliteDirOf(dir)), JSON.stringify({ pid: child.pid }));
  return () => {
    child.kill();
    fs.rmSync(lockFile(pgliteDirOf(dir)), { force: true });
  };
};

let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  await seededDatabase(pgliteDirOf(dataDir));
  const storage = diskStorage(uploadsDir);
  for (const id of demoDocumentIds()) await storage.put(id, Readable.from([DEMO_FILE]));
  await storage.put(IMAGE_ID, Readable.from([PNG]));
  // A half-written upload of a stopped server: not a file anyone can ask for, so not backed up.
  fs.writeFileSync(path.join(uploadsDir, `.${IMAGE_ID}.abc.part`), 'half');
  before = await snapshot(dataDir);
  expect(before.vendors.length).toBeGreaterThanOrEqual(2);
  expect(before.products.length).toBeGreaterThan(10);
  expect(before.uploads.length).toBeGreaterThanOrEqual(demoDocumentIds().length);
}, 120_000);

describe('npm run backup (writeBackup)', () => {
  it('refuses while another process holds the database, and writes nothing', async () => {
    const release = holdLock(dataDir);
    try {
      await expect(writeBackup({ dataDir, out: archive })).rejects.toThrow(DataDirInUse);
      await expect(writeBackup({ dataDir, out: archive })).rejects.toThrow(/in use by process \d+/);
    } finally {
      release();
    }
    expect(fs.existsSync(archive)).toBe(false);
  });

  it('refuses a folder without a database', async () => {
    await expect(writeBackup({ dataDir: path.join(root, 'nothing'), out: archive })).rejects.toThrow(
      /no embedded database/,
    );
  });

  it('writes one gzipped tarball of the database dump and the uploads', async () => {
    const summary = await writeBackup({ dataDir, out: archive });
    expect(summary.uploads).toBe(demoDocumentIds().length + 1);
    expect(summary.databaseBytes).toBeGreaterThan(1024 * 1024);
    const tar = zlib.gunzipSync(fs.readFileSync(archive));
    // ustar names sit at the start of each 512-byte header.
    const names: string[] = [];
    for (let at = 0; at + 512 <= tar.length;) {
      const name = tar
        .subarray(at, at + 100)
        .toString('utf8')
        .replace(/\0.*$/s, '');
      if (!name) break;
      names.push(name);
      const size = parseInt(
        tar
          .subarray(at + 124, at + 136)
          .toString('utf8')
          .trim(),
        8,
      );
      at += 512 + Math.ceil(size / 512) * 512;
    }
    expect(names).toEqual([
      'mawrid-backup.json',
      'pglite.tar',
      ...[...demoDocumentIds(), IMAGE_ID].sort().map((id) => `uploads/${id}`),
    ]);
    // The backup released the database: the server can open it again.
    expect(fs.existsSync(lockFile(pgliteDirOf(dataDir)))).toBe(false);
  });

  it('refuses to overwrite an existing archive', async () => {
    const size = fs.statSync(archive).size;
    await expect(writeBackup({ dataDir, out: archive })).rejects.toThrow(/already exists/);
    expect(fs.statSync(archive).size).toBe(size);
  });
});

describe('npm run restore (restoreBackup)', () => {
  it('brings back the rows and the upload bytes after they were changed and deleted', async () => {
    // Damage the original: rows deleted and changed, a file removed, another one added.
    const db = await openDatabase({ dataDir: pgliteDirOf(dataDir) });
    await db.deleteFrom('products').where('id', '=', before.products[0].id).execute();
    await db.updateTable('vendors').set({ company_name: 'Changed' }).execute();
    await db.destroy();
    fs.rmSync(path.join(uploadsDir, IMAGE_ID));
    fs.writeFileSync(path.join(uploadsDir, 'Added.png'), PNG);
    expect(await snapshot(dataDir)).not.toEqual(before);

    const fresh = path.join(root, 'fresh');
    const summary = await restoreBackup({ file: archive, dataDir: fresh });
    expect(summary.uploads).toBe(demoDocumentIds().length + 1);
    expect(await snapshot(fresh)).toEqual(before);
    const freshUploads = path.join(fresh, 'uploads');
    expect(files(freshUploads)).toEqual([...demoDocumentIds(), IMAGE_ID].sort());
    expect(fs.readFileSync(path.join(freshUploads, IMAGE_ID)).equals(PNG)).toBe(true);
    for (const id of demoDocumentIds())
      expect(fs.readFileSync(path.join(freshUploads, id)).equals(DEMO_FILE)).toBe(true);
    // No lock of the backup's process came back with the dump, and no staging folder is left.
    expect(fs.existsSync(lockFile(pgliteDirOf(fresh)))).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('keeps a non-empty data folder unless --force, then replaces it whole', async () => {
    await expect(restoreBackup({ file: archive, dataDir })).rejects.toThrow(/not empty.*--force/);
    expect(files(uploadsDir)).toContain('Added.png');

    await restoreBackup({ file: archive, dataDir, force: true });
    expect(await snapshot(dataDir)).toEqual(before);
    expect(files(uploadsDir)).toEqual([...demoDocumentIds(), IMAGE_ID].sort());
    expect(leftovers()).toEqual([]);
  });

  it('never replaces a database a running server holds, even with --force', async () => {
    const release = holdLock(dataDir);
    try {
      await expect(restoreBackup({ file: archive, dataDir, force: true })).rejects.toThrow(
        /in use by process \d+.*stop it first/,
      );
    } finally {
      release();
    }
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it('changes nothing when the archive is truncated or not a backup', async () => {
    const target = path.join(root, 'target');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'keep.txt'), 'mine');

    const truncated = path.join(root, 'truncated.tar.gz');
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const other = path.join(root, 'other.tar.gz');
    fs.writeFileSync(other, zlib.gzipSync(Buffer.alloc(2048)));

    for (const file of [truncated, other]) {
      vi.mocked(tar.extract).mockClear();
      const refused = await restoreBackup({ file, dataDir: target, force: true }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(BackupError);
      expect(tar.extract).not.toHaveBeenCalled();
      expect(files(target)).toEqual(['keep.txt']);
      expect(fs.readdirSync(root).filter((n) => n.startsWith('.'))).toEqual([]);
    }
    fs.rmSync(truncated);
    fs.rmSync(other);
  });

  it('leaves the files out when uploads are kept elsewhere (S3)', async () => {
    const dbOnly = path.join(root, 'db-only');
    const summary = await restoreBackup({ file: archive, dataDir: dbOnly, uploadsDir: null });
    expect(summary).toMatchObject({ uploads: 0, uploadsSkipped: demoDocumentIds().length + 1 });
    expect(files(dbOnly)).toEqual(['pglite']);
    expect(await snapshot(dbOnly)).toEqual(before);
  });
});
