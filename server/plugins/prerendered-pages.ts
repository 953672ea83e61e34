import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../schemas';
import {
  DEFAULT_LANG,
  isAuthPath,
  LANG_KEY,
  PRERENDERED_PATHS,
  prerenderedFile,
  schemeFile,
  THEME_MODE_KEY,
} from '../../schemas/site';

const cookie = (name: string, values: string) => new RegExp(`(?:^|;\\s*)${name}=(${values})(?:;|$)`);
const langCookie = cookie(LANG_KEY, 'ar|en');
const schemeCookie = cookie(THEME_MODE_KEY, 'light|dark');

/** The scheme the visitor chose, if not the device's. */
const chosenScheme = (request: FastifyRequest) =>
  schemeCookie.exec(request.headers.cookie ?? '')?.[1] as 'light' | 'dark' | undefined;

/**
 * Sends a built page (`file`, under `distDir`) as HTML, in the copy marked with the scheme the
 * visitor chose (`themeMode` cookie), so that its first frame is already in that scheme; the
 * unmarked page follows the device. A build without such copies sends the page itself.
 */
export const sendPage = (distDir: string, request: FastifyRequest, reply: FastifyReply, file: string) => {
  const scheme = chosenScheme(request);
  const marked = scheme && schemeFile(file, scheme);
  return reply
    .header('Vary', 'Cookie')
    .header('Cache-Control', 'no-cache')
    .type('text/html')
    .sendFile(marked && fs.existsSync(path.join(distDir, marked)) ? marked : file, { cacheControl: false });
};

/**
 * The pages the build prerendered (`dist/pages/<lang>/<page>.html`), in the language of the
 * visitor's `i18nextLng` cookie, Arabic without one. An auth page is drawn in the light scheme: a
 * vendor who chose dark gets index.html and the app draws it in the dark. Needs @fastify/static's
 * `sendFile`; a build without the prerendered files gets index.html.
 */
export const prerenderedPagesPlugin: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  for (const page of PRERENDERED_PATHS) {
    app.get(page, (request, reply) => {
      const lang = (langCookie.exec(request.headers.cookie ?? '')?.[1] as Lang | undefined) ?? DEFAULT_LANG;
      const file = prerenderedFile(lang, page);
      const drawable = !(isAuthPath(page) && chosenScheme(request) === 'dark');
      return sendPage(
        distDir,
        request,
        reply,
        drawable && fs.existsSync(path.join(distDir, file)) ? file : 'index.html',
      );
    });
  }
};
