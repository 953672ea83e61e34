// The marketplace moderators' tool (D8), against the same database as the server:
//   npm run moderate -- list
//   npm run moderate -- approve <id>
//   npm run moderate -- reject <id> --reason "Photos do not show the product label."
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrations';
import { moderation } from '../db/moderation';
import { openDatabase } from '../db/open';

const USAGE = 'usage: npm run moderate -- list | approve <id> | reject <id> --reason "…"';

export const runModeration = async (args: string[], mod: ReturnType<typeof moderation>): Promise<string> => {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { reason: { type: 'string' } },
  });
  const [command, idText] = positionals;
  if (command === 'list') {
    const rows = await mod.pending();
    if (!rows.length) return 'Nothing is waiting for review.';
    return rows.map((r) => `${r.id}\t${r.type}\t${r.sku}\t${r.name}\t(${r.company_name})`).join('\n');
  }
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(USAGE);
  if (command === 'approve') {
    const row = await mod.approve(id);
    if (!row) throw new Error(`Product ${id} is not waiting for review.`);
    return `Approved ${row.id}: ${row.name}`;
  }
  if (command === 'reject') {
    const reason = values.reason?.trim();
    if (!reason) throw new Error('A rejection needs --reason "…": the vendor reads it.');
    const row = await mod.reject(id, reason.slice(0, 500));
    if (!row) throw new Error(`Product ${id} cannot be rejected (unknown or already rejected).`);
    return `Rejected ${row.id}: ${row.name}`;
  }
  throw new Error(USAGE);
};

if (process.argv[1]?.endsWith('moderate.ts')) {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await migrateToLatest(db as never);
    console.log(await runModeration(process.argv.slice(2), moderation(db)));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
