import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Where a map tile URL template (`https://{s}.tile.example/{z}/{x}/{y}.png`) loads from, as a CSP
 * source: the scheme and host, a `{s}` subdomain turned into `*`. Null for anything else.
 */
export const tileSource = (template: string): string | null => {
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(template);
  const host = match?.[2].replace(/\{[^}]*\}/g, '*').toLowerCase();
  return match && host && /^[a-z0-9.*:-]+$/.test(host) ? `${match[1].toLowerCase()}${host}` : null;
};

/**
 * A strict policy from the first commit: scripts only from our own origin, never inline, so the
 * dashboard is built for it (security.md row 28). Styles allow inline because emotion writes
 * <style> tags at run time; that cannot run script.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { mapTileUrl?: string }) => {
  // The map's tiles are <img> elements: their origin is an image source, never a connect source.
  const tiles = opts.mapTileUrl ? tileSource(opts.mapTileUrl) : null;
  // Helmet's middleware, made once: @fastify/helmet made it again on every request, parsing the
  // policy each time (4% of a list request's own work).
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, () => done()));
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
});
