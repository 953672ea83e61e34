// The marketplace moderators' tool (D8), beside a running server or on a stopped one:
//   npm run moderate -- list
//   npm run moderate -- approve <id>
//   npm run moderate -- reject <id> --reason "Photos do not show the product label."
// Started with the server's environment (PORT, DATA_DIR or DATABASE_URL, MODERATOR_TOKEN), it asks
// the running server (its moderators' API, on this machine). When no server answers, it opens the
// database itself: embedded PGlite only if no other process holds it (see db/lock.ts).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrations';
import { openDatabase } from '../db/open';
import { readModeratorToken } from '../moderation/token';
import { productService } from '../products/service';
import { productStore } from '../products/store';

const USAGE = 'usage: npm run moderate -- list | approve <id> | reject <id> --reason "…"';

type Waiting = { id: number; type: string; name: string; sku: string; company: string };
type Outcome = { id: number; name?: unknown } | 'missing' | 'state';

/** What the tool needs, from the running server or straight from the database. */
export type Moderator = {
  pending(): Promise<Waiting[]>;
  approve(id: number): Promise<Outcome>;
  reject(id: number, reason: string): Promise<Outcome>;
};

export const runModeration = async (args: string[], mod: Moderator): Promise<string> => {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { reason: { type: 'string' } },
  });
  const [command, idText] = positionals;
  if (command === 'list') {
    const rows = await mod.pending();
    if (!rows.length) return 'Nothing is waiting for review.';
    return rows.map((r) => `${r.id}\t${r.type}\t${r.sku}\t${r.name}\t(${r.company})`).join('\n');
  }
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(USAGE);
  if (command === 'approve') {
    const done = await mod.approve(id);
    if (done === 'missing') throw new Error(`There is no product ${id}.`);
    if (done === 'state') throw new Error(`Product ${id} is not waiting for review.`);
    return `Approved ${done.id}: ${done.name}`;
  }
  if (command === 'reject') {
    const reason = values.reason?.trim();
    if (!reason) throw new Error('A rejection needs --reason "…": the vendor reads it.');
    const done = await mod.reject(id, reason.slice(0, 500));
    if (done === 'missing') throw new Error(`There is no product ${id}.`);
    if (done === 'state') throw new Error(`Product ${id} cannot be rejected (already rejected).`);
    return `Rejected ${done.id}: ${done.name}`;
  }
  throw new Error(USAGE);
};

/** Straight on the database, through the products service (the server is not running, or PostgreSQL). */
export const moderatorOnDatabase = (products: ReturnType<typeof productService>): Moderator => ({
  pending: () => products.pending(),
  approve: (id) => products.approve(id),
  reject: (id, reason) => products.reject(id, reason),
});

/** The running server's moderators' API; null when nothing answers at `base`. */
export const moderatorOverHttp = async (base: string, token: string | null): Promise<Moderator | null> => {
  const call = async (path: string, body?: object) => {
    const res = await fetch(`${base}/api/v1/moderation${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${token ?? ''}`,
        lang: 'en',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 401)
      throw new Error(
        `The server at ${base} refused the moderators' token: run the tool with the server's ` +
          'DATA_DIR (it reads DATA_DIR/moderator.token), or the same MODERATOR_TOKEN.',
      );
    if (res.status === 404) return 'missing' as const;
    if (res.status === 409) return 'state' as const;
    if (!res.ok) throw new Error(`The server answered ${res.status}: ${(await res.json()).message}`);
    return res.json();
  };
  try {
    await fetch(`${base}/api/v1/health`);
  } catch {
    return null;
  }
  return {
    pending: () => call('/products'),
    approve: (id) => call(`/products/${id}/approve`, {}),
    reject: (id, reason) => call(`/products/${id}/reject`, { reason }),
  };
};

if (process.argv[1]?.endsWith('moderate.ts')) {
  const config = loadConfig();
  const token = readModeratorToken(config.dataDir, config.moderator.token);
  const overHttp = await moderatorOverHttp(`http://127.0.0.1:${config.port}`, token);
  const db = overHttp
    ? null
    : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    if (db) await migrateToLatest(db as never);
    const mod = overHttp ?? moderatorOnDatabase(productService(productStore(db!), () => new Date()));
    console.log(await runModeration(process.argv.slice(2), mod));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db?.destroy();
  }
}
