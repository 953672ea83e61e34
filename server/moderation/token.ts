import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the server leaves the moderators' token for the tool on the same machine. */
export const moderatorTokenFile = (dataDir: string) => path.join(dataDir, 'moderator.token');

/**
 * The moderators' token: MODERATOR_TOKEN when set, else a random one the server writes into the
 * data folder at start (readable by its owner only), so `npm run moderate` on the same machine
 * finds it and nobody else does.
 */
export const provideModeratorToken = (dataDir: string, configured: string | undefined): string => {
  if (configured) return configured;
  const token = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(moderatorTokenFile(dataDir), token, { mode: 0o600 });
  return token;
};

/** What the tool sends: MODERATOR_TOKEN, or what a running server left in the data folder. */
export const readModeratorToken = (dataDir: string, configured: string | undefined): string | null => {
  if (configured) return configured;
  try {
    return fs.readFileSync(moderatorTokenFile(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
};
