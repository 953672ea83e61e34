import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Lang } from '../../schemas';
import {
  DEFAULT_LANG,
  isAuthPath,
  LANG_KEY,
  PRERENDERED_PATHS,
  prerenderedFile,
  THEME_MODE_KEY,
} from '../../schemas/site';

const cookie = (name: string, values: string) => new RegExp(`(?:^|;\\s*)${name}=(${values})(?:;|$)`);
const langCookie = cookie(LANG_KEY, 'ar|en');
const darkChosen = cookie(THEME_MODE_KEY, 'dark');

/**
 * The pages the build prerendered (`dist/pages/<lang>/<page>.html`), in the language of the
 * visitor's `i18nextLng` cookie, Arabic without one. An auth page is drawn in the light scheme: a
 * vendor who chose dark (`themeMode` cookie) gets the plain index.html and the app draws it in the
 * dark. Needs @fastify/static's `sendFile`; a build without the prerendered files gets index.html.
 */
export const prerenderedPagesPlugin: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  for (const page of PRERENDERED_PATHS) {
    app.get(page, (request, reply) => {
      const cookies = request.headers.cookie ?? '';
      const lang = (langCookie.exec(cookies)?.[1] as Lang | undefined) ?? DEFAULT_LANG;
      const file = prerenderedFile(lang, page);
      const drawable = !(isAuthPath(page) && darkChosen.test(cookies));
      return reply
        .header('Vary', 'Cookie')
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .sendFile(drawable && fs.existsSync(path.join(distDir, file)) ? file : 'index.html', {
          cacheControl: false,
        });
    });
  }
};
