import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Lang } from '../../schemas';
import { apiTranslator, type Translate } from '../../schemas/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    t: Translate;
  }
}

/** The language a `Lang` header asks for: English when it says so, Arabic (the product's default) otherwise. */
export const langOf = (header: unknown): Lang => (String(header ?? '').toLowerCase() === 'en' ? 'en' : 'ar');

/** The `Lang` header picks the language of every message. */
export const langPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'ar');
  app.decorateRequest('t', null as unknown as Translate);
  app.addHook('onRequest', async (request) => {
    request.lang = langOf(request.headers.lang);
    request.t = apiTranslator(request.lang);
  });
});
