import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/tables';

/** One answer the suite saw: what was asked, and the body that came back. */
export type Seen = { request: string; body: string };

/** Where the dev SMS channel's codes are read on purpose (`npm start`'s helper for trying registration). */
const SHOWS_CODES = /^GET \/api\/v1\/dev\/otp\b/;

/** Every secret the database holds now: hashes and salts long enough to find as text, and the codes sent. */
export const secretsIn = async (db: Kysely<Database>) => {
  const values = (rows: Record<string, string | null>[]) =>
    rows
      .flatMap((row) => Object.values(row))
      .filter((v): v is string => typeof v === 'string' && v.length >= 16);
  const [vendors, sessions, registrations, challenges, handovers, outbox] = await Promise.all([
    db.selectFrom('vendors').select('password_hash').execute(),
    db.selectFrom('sessions').select('token_hash').execute(),
    db.selectFrom('registrations').select(['password_hash', 'key_hash']).execute(),
    db.selectFrom('otp_challenges').select(['code_hash', 'salt']).execute(),
    db.selectFrom('handover_codes').select(['code_hash', 'salt']).execute(),
    db.selectFrom('sms_outbox').select('code').execute(),
  ]);
  return {
    hashes: values([...vendors, ...sessions, ...registrations, ...challenges, ...handovers]),
    codes: outbox.flatMap((r) => (r.code ? [r.code] : [])),
  };
};

/**
 * The answers that show a secret (issue 15, security.md rows 1, 12 and 13): a password hash in any
 * form (`scrypt$…`), a stored hash or salt, or a one-time code as a JSON string.
 */
export const leaksIn = (seen: Seen[], secrets: { hashes: string[]; codes: string[] }) => {
  const hashes = new Set(secrets.hashes);
  const codes = new Set(secrets.codes.map((c) => `"${c}"`));
  return seen.flatMap(({ request, body }) => {
    const found: string[] = [];
    if (body.includes('scrypt$')) found.push('a password hash');
    for (const hash of hashes)
      if (body.includes(hash)) found.push(`a stored hash or salt (${hash.slice(0, 8)}…)`);
    if (!SHOWS_CODES.test(request))
      for (const code of codes) if (body.includes(code)) found.push(`the code ${code}`);
    return found.map((what) => `${request} answered ${what}`);
  });
};
