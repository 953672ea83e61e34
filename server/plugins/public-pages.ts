import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Lang } from '../../schemas';
import { DEFAULT_LANG, LANG_KEY, prerenderedFile, PUBLIC_PATHS } from '../../schemas/site';

const langCookie = new RegExp(`(?:^|;\\s*)${LANG_KEY}=(ar|en)(?:;|$)`);

/**
 * The public pages as the build prerendered them (`dist/pages/<lang>/<page>.html`), in the language
 * of the visitor's `i18nextLng` cookie, Arabic without one. Needs @fastify/static's `sendFile`; a
 * build without the prerendered files gets the plain index.html.
 */
export const publicPagesPlugin: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  for (const page of PUBLIC_PATHS) {
    app.get(page, (request, reply) => {
      const lang = (langCookie.exec(request.headers.cookie ?? '')?.[1] as Lang | undefined) ?? DEFAULT_LANG;
      const file = prerenderedFile(lang, page);
      return reply
        .header('Vary', 'Cookie')
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .sendFile(fs.existsSync(path.join(distDir, file)) ? file : 'index.html', { cacheControl: false });
    });
  }
};
