import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Lang } from '../../schemas';
import { translatorFor, type Translate } from '../../src/i18n/translate';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    t: Translate;
  }
}

/** The `Lang` header picks the language of every message; Arabic, the product's default, otherwise. */
export const langPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'ar');
  app.decorateRequest('t', null as unknown as Translate);
  app.addHook('onRequest', async (request) => {
    const header = String(request.headers.lang ?? '').toLowerCase();
    request.lang = header === 'en' ? 'en' : 'ar';
    request.t = translatorFor(request.lang);
  });
});
