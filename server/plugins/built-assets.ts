import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import send from '@fastify/send';
import type { FastifyPluginAsync } from 'fastify';

/** The build's compressed copies of a file, by the encoding a browser asks for, best first. */
const COPIES = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof COPIES;

type Asset = {
  type: string;
  etag: string;
  identity: Buffer;
  copies: Partial<Record<Encoding, Buffer>>;
  /** The encodings it has a copy in, for the negotiation. */
  encodings: Encoding[];
};

/** The same Content-Type as @fastify/static gives the build's other files. */
const contentType = (file: string) => {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
};

const readAsset = (file: string): Asset => {
  const identity = fs.readFileSync(file);
  const copies: Asset['copies'] = {};
  for (const [encoding, ext] of Object.entries(COPIES) as [Encoding, string][])
    if (fs.existsSync(file + ext)) copies[encoding] = fs.readFileSync(file + ext);
  return {
    type: contentType(file),
    etag: `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    copies,
    encodings: Object.keys(copies) as Encoding[],
  };
};

/** Every file under `dir` but the compressed copies, by its path from there (`a/b.js`). */
const readAssets = (dir: string) => {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(dir)) return assets;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    assets.set(path.relative(dir, file).split(path.sep).join('/'), readAsset(file));
  }
  return assets;
};

/**
 * The build's hashed files (`<distDir>/assets/…`, a few megabytes with their Brotli and gzip
 * copies), held in memory from the start. @fastify/static spent about a millisecond of the
 * server's time on each (a 62-byte chunk as much as the largest), looking for its compressed
 * copies on disk and opening a stream: twenty of them on a vendor's first visit, while other
 * vendors' requests wait. A name the build wrote after the server started goes to @fastify/static.
 */
export const builtAssetsPlugin: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const assets = readAssets(path.join(distDir, 'assets'));
  app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const asset = assets.get(name);
    if (!asset) return reply.sendFile(`assets/${name}`);
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', asset.etag)
      .header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    // "*" is any encoding: the browsers that send it take gzip, as with @fastify/static.
    const accepted = request.headers['accept-encoding']?.toLowerCase().replace(/\*/g, 'gzip');
    const encoding = accepted ? (negotiate(accepted, asset.encodings) as Encoding | null) : null;
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.type(asset.type).send(encoding ? asset.copies[encoding] : asset.identity);
  });
};
