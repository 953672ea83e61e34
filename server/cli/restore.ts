// Brings a backup back, with the server stopped:
//   npm run restore -- <file>            (into an empty DATA_DIR)
//   npm run restore -- <file> --force    (replacing what DATA_DIR holds)
// Started with the server's environment (DATA_DIR, UPLOADS_DIR, S3_BUCKET, DATABASE_URL).
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from '../backup/archive';
import { loadConfig } from '../config';
import { readS3Config } from '../uploads/choose-storage';

const fail = (message: string): never => {
  console.error(`Restore refused: ${message}`);
  process.exit(1);
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) fail('usage: npm run restore -- <file> [--force]');

try {
  const config = loadConfig();
  if (config.databaseUrl)
    fail(
      'DATABASE_URL is set: the database is PostgreSQL, which this tool does not restore. ' +
        'Use pg_restore on a pg_dump archive (README, "Backups").',
    );
  const s3 = readS3Config();
  const summary = await restoreBackup({
    file: positionals[0],
    dataDir: config.dataDir,
    uploadsDir: s3 ? null : config.uploadsDir,
    force: values.force,
  });
  console.log(
    `Restored the backup of ${summary.createdAt} into ${config.dataDir}: the database, uploaded files: ${summary.uploads}.`,
  );
  if (summary.uploadsSkipped)
    console.log(
      `Uploaded files in the archive left out: ${summary.uploadsSkipped} (uploads are kept in the S3 bucket ${s3?.bucket}).`,
    );
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
