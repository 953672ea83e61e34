import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { extract, Header, list, type ReadEntry } from 'tar';
import { lockDataDir, lockFile, lockHolder } from '../db/lock';
import { pgliteOptions } from '../db/open';
import { STORAGE_KEY } from '../uploads/storage';

/**
 * One gzipped tarball: a small manifest first (so anything else is refused before a byte is
 * written), PGlite's own dump of its folder (`dumpDataDir`), then each uploaded file as
 * `uploads/<key>`. Nothing else is ever read back from an archive.
 */
const MANIFEST = 'mawrid-backup.json';
const DATABASE = 'pglite.tar';
const UPLOADS = 'uploads/';
const FORMAT = 1;

type Manifest = { format: number; createdAt: string; uploads: number | null };

/** DATA_DIR's layout, as config.ts sets it: PGlite in `pglite/`, uploads in `uploads/` unless UPLOADS_DIR moves them. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');
const defaultUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export class BackupError extends Error {}

const exists = (p: string) =>
  fs.promises.stat(p).then(
    () => true,
    () => false,
  );
const isEmptyDir = async (dir: string) => {
  try {
    return (await fs.promises.readdir(dir)).length === 0;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw e;
  }
};
const sibling = (target: string, what: string) =>
  path.join(
    path.dirname(target),
    `.${path.basename(target)}.${what}-${crypto.randomBytes(4).toString('hex')}`,
  );

/** The 512-byte blocks of one regular file: header, bytes, zero padding to the block. */
const tarFile = async function* (name: string, size: number, body: AsyncIterable<Buffer> | Buffer) {
  const header = new Header({
    path: name,
    mode: 0o600,
    size,
    mtime: new Date(),
    type: 'File',
    uid: 0,
    gid: 0,
  });
  header.encode();
  yield header.block as Buffer;
  let written = 0;
  for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
    written += chunk.length;
    yield chunk;
  }
  if (written !== size) throw new BackupError(`${name} changed while it was being backed up.`);
  if (size % 512) yield Buffer.alloc(512 - (size % 512));
};

/** Regular files named like storage keys: half-written `.part` files and anything foreign stay out. */
const uploadFiles = async (dir: string) => {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const files: { name: string; size: number }[] = [];
  for (const name of names.sort()) {
    if (!STORAGE_KEY.test(name)) continue;
    const stat = await fs.promises.lstat(path.join(dir, name));
    if (stat.isFile()) files.push({ name, size: stat.size });
  }
  return files;
};

export type BackupSummary = { out: string; databaseBytes: number; uploads: number | null };

/**
 * Writes the archive of `dataDir`'s embedded database and (unless `uploadsDir` is null: uploads
 * kept in S3) its uploads. The database's lock is taken first, so a running server (or the
 * moderators' tool) on the same folder makes it refuse rather than copy a database mid-write.
 * The archive appears under `out` only once complete.
 */
export const writeBackup = async (options: {
  dataDir: string;
  out: string;
  uploadsDir?: string | null;
}): Promise<BackupSummary> => {
  const pgliteDir = pgliteDirOf(path.resolve(options.dataDir));
  const uploadsDir =
    options.uploadsDir === null
      ? null
      : path.resolve(options.uploadsDir ?? defaultUploadsDir(options.dataDir));
  const out = path.resolve(options.out);
  if (!(await exists(path.join(pgliteDir, 'PG_VERSION'))))
    throw new BackupError(`There is no embedded database in ${pgliteDir} to back up (is DATA_DIR right?).`);
  if (await exists(out)) throw new BackupError(`${out} already exists: choose another file name.`);

  const unlock = lockDataDir(pgliteDir);
  let dump: Buffer;
  try {
    const pglite = await PGlite.create(pgliteOptions({ dataDir: pgliteDir }));
    try {
      dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    } finally {
      await pglite.close();
    }
    const files = uploadsDir === null ? null : await uploadFiles(uploadsDir);
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      uploads: files?.length ?? null,
    };

    const blocks = async function* () {
      const text = Buffer.from(JSON.stringify(manifest, null, 2));
      yield* tarFile(MANIFEST, text.length, text);
      yield* tarFile(DATABASE, dump.length, dump);
      for (const f of files ?? [])
        yield* tarFile(UPLOADS + f.name, f.size, fs.createReadStream(path.join(uploadsDir!, f.name)));
      yield Buffer.alloc(1024); // the end of a tar: two empty blocks
    };
    const partial = sibling(out, 'partial');
    try {
      await pipeline(
        Readable.from(blocks()),
        zlib.createGzip(),
        fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
      );
      await fs.promises.rename(partial, out);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    return { out, databaseBytes: dump.length, uploads: files?.length ?? null };
  } finally {
    unlock();
  }
};

/**
 * Unpacks the archive into `staging` with tar's own guards (no absolute paths, no `..`, no links
 * followed), taking only the three kinds of entries a backup holds; anything else means the file is
 * not ours, and nothing of it is used. The whole archive is read once without writing first: tar
 * rejects a truncated one when its input ends, while the files it has started are still being
 * written, so a failed extraction would race the clean-up of `staging`.
 */
const unpack = async (file: string, staging: string) => {
  const foreign: string[] = [];
  const expected = (name: string, type: string) =>
    type === 'File' &&
    (name === MANIFEST ||
      name === DATABASE ||
      (name.startsWith(UPLOADS) && STORAGE_KEY.test(name.slice(UPLOADS.length))));
  const filter = (name: string, entry: ReadEntry | fs.Stats) => {
    const type = 'type' in entry ? entry.type : 'File';
    if (expected(name, type)) return true;
    foreign.push(name);
    return false;
  };
  try {
    await list({ file, strict: true, filter });
    if (!foreign.length) await extract({ file, cwd: staging, strict: true, preserveOwner: false, filter });
  } catch (error) {
    throw new BackupError(`${file} could not be read as a Mawrid backup (${(error as Error).message}).`);
  }
  const notOurs = (why: string) => new BackupError(`${file} is not a Mawrid backup (${why}).`);
  if (foreign.length) throw notOurs(`unexpected ${foreign.slice(0, 3).join(', ')}`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(staging, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw notOurs('no readable manifest');
  }
  if (manifest.format !== FORMAT)
    throw new BackupError(`${file} is a backup of format ${manifest.format}; this version reads ${FORMAT}.`);
  if (!(await exists(path.join(staging, DATABASE)))) throw notOurs('no database in it');
  await fs.promises.rm(path.join(staging, MANIFEST));
  return manifest;
};

/** A rename, or a copy where the two folders are on different file systems. */
const move = async (from: string, to: string) => {
  try {
    await fs.promises.rename(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    await fs.promises.cp(from, to, { recursive: true, errorOnExist: true, force: false });
    await fs.promises.rm(from, { recursive: true, force: true });
  }
};

/** Moves `staging` to `target`, putting a non-empty `target` aside first and dropping it once replaced. */
const swapIn = async (staging: string, target: string) => {
  if (await isEmptyDir(target)) {
    await fs.promises.rm(target, { recursive: true, force: true });
    await fs.promises.rename(staging, target);
    return;
  }
  const aside = sibling(target, 'replaced');
  await fs.promises.rename(target, aside);
  try {
    await fs.promises.rename(staging, target);
  } catch (error) {
    await fs.promises.rename(aside, target);
    throw error;
  }
  await fs.promises.rm(aside, { recursive: true, force: true });
};

export type RestoreSummary = { uploads: number; uploadsSkipped: number; createdAt: string };

/**
 * Brings an archive back into `dataDir`. Everything is unpacked and the database loaded beside
 * the target first (a sibling folder, same file system); the target is replaced by a rename only
 * once that worked, so a bad or truncated archive changes nothing. A non-empty `dataDir` is kept
 * unless `force`; one in use by a running server is never replaced. With `uploadsDir` null
 * (uploads kept in S3) the archive's files are left out.
 */
export const restoreBackup = async (options: {
  file: string;
  dataDir: string;
  uploadsDir?: string | null;
  force?: boolean;
}): Promise<RestoreSummary> => {
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  const uploadsDir =
    options.uploadsDir === null ? null : path.resolve(options.uploadsDir ?? defaultUploadsDir(dataDir));
  const inside = uploadsDir === null ? null : path.relative(dataDir, uploadsDir);
  const uploadsInside =
    inside !== null && inside !== '' && !inside.startsWith('..') && !path.isAbsolute(inside);
  if (!(await exists(file))) throw new BackupError(`${file} does not exist.`);

  const inUse = () => {
    const holder = lockHolder(pgliteDirOf(dataDir));
    if (holder !== null)
      throw new BackupError(
        `The database in ${dataDir} is in use by process ${holder} (a running Mawrid server?): stop it first.`,
      );
  };
  inUse();
  const targets = [dataDir, ...(uploadsDir && !uploadsInside ? [uploadsDir] : [])];
  if (!options.force)
    for (const target of targets)
      if (!(await isEmptyDir(target)))
        throw new BackupError(
          `${target} is not empty: restore into an empty folder, or add --force to replace it.`,
        );

  await fs.promises.mkdir(path.dirname(dataDir), { recursive: true });
  const staging = sibling(dataDir, 'restore');
  const uploadsStaging = uploadsDir && !uploadsInside ? sibling(uploadsDir, 'restore') : null;
  try {
    await fs.promises.mkdir(staging, { mode: 0o700 });
    const manifest = await unpack(file, staging);

    const dumpFile = path.join(staging, DATABASE);
    const pgliteDir = pgliteDirOf(staging);
    const pglite = await PGlite.create(
      pgliteOptions({ dataDir: pgliteDir, loadDataDir: await fs.openAsBlob(dumpFile) }),
    );
    try {
      // The database must open and answer before it replaces anything.
      await pglite.query('select count(*) from pg_class');
    } finally {
      await pglite.close();
    }
    await fs.promises.rm(dumpFile);
    // The dump holds the backup process's lock file; whatever PGlite makes of it, none may stay.
    await fs.promises.rm(lockFile(pgliteDir), { force: true });

    // The files were unpacked into `uploads/`; they go where this machine keeps them.
    const unpacked = path.join(staging, UPLOADS);
    await fs.promises.mkdir(unpacked, { recursive: true });
    // As private as the disk storage keeps it (tar made it with the usual mode).
    await fs.promises.chmod(unpacked, 0o700);
    const uploads = (await fs.promises.readdir(unpacked)).length;
    if (uploadsDir === null) {
      await fs.promises.rm(unpacked, { recursive: true });
    } else if (uploadsStaging) {
      await fs.promises.mkdir(path.dirname(uploadsDir), { recursive: true });
      await move(unpacked, uploadsStaging);
    } else if (inside !== 'uploads') {
      await fs.promises.mkdir(path.dirname(path.join(staging, inside!)), { recursive: true });
      await fs.promises.rename(unpacked, path.join(staging, inside!));
    }

    inUse();
    await swapIn(staging, dataDir);
    if (uploadsStaging) await swapIn(uploadsStaging, uploadsDir!);
    return {
      uploads: uploadsDir === null ? 0 : uploads,
      uploadsSkipped: uploadsDir === null ? uploads : 0,
      createdAt: manifest.createdAt,
    };
  } finally {
    // Retried: an extraction that failed on the disk (full, say) may still be finishing files.
    const discard = { recursive: true, force: true, maxRetries: 5 } as const;
    await fs.promises.rm(staging, discard);
    if (uploadsStaging) await fs.promises.rm(uploadsStaging, discard);
  }
};
