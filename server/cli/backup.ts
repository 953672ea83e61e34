// One archive of the embedded database and the uploaded files, with the server stopped:
//   npm run backup                 (mawrid-backup-<date>.tar.gz in the current folder)
//   npm run backup -- <out-file>
// Started with the server's environment (DATA_DIR, UPLOADS_DIR, S3_BUCKET, DATABASE_URL).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, writeBackup } from '../backup/archive';
import { loadConfig } from '../config';
import { DataDirInUse } from '../db/lock';
import { readS3Config } from '../uploads/choose-storage';

const fail = (message: string): never => {
  console.error(`Backup refused: ${message}`);
  process.exit(1);
};

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length > 1) fail('usage: npm run backup -- [out-file]');

try {
  const config = loadConfig();
  if (config.databaseUrl)
    fail(
      'DATABASE_URL is set: the database is PostgreSQL, which this tool does not copy. ' +
        'Back it up with pg_dump (README, "Backups").',
    );
  const s3 = readS3Config();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const out = positionals[0] ?? path.resolve(`mawrid-backup-${stamp}.tar.gz`);
  const summary = await writeBackup({
    dataDir: config.dataDir,
    out,
    uploadsDir: s3 ? null : config.uploadsDir,
  });
  const mb = (summary.databaseBytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written to ${summary.out}: the database (${mb} MB)` +
      (summary.uploads === null ? '.' : `, uploaded files: ${summary.uploads}.`),
  );
  if (s3)
    console.log(
      `Uploads are in the S3 bucket ${s3.bucket} and are not in this archive: back the bucket up there (README, "Backups").`,
    );
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirInUse) fail(error.message);
  throw error;
}
