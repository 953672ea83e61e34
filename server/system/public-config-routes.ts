import type { PublicConfig } from '../config';
import type { ApiPlugin } from '../http/contract';

const text = { type: 'string' } as const;
const strings = <K extends string>(...keys: K[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: keys,
    properties: Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>,
  }) as const;

const publicConfig = {
  type: 'object',
  additionalProperties: false,
  required: ['contact', 'stores', 'map'],
  properties: {
    contact: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'phone', 'whatsapp', 'address'],
      properties: { email: text, phone: text, whatsapp: text, address: strings('en', 'ar') },
    },
    stores: strings('appStore', 'googlePlay'),
    map: strings('tileUrl', 'attribution'),
  },
} as const;

/** Contact details, store links and map tiles for the public and auth pages (D11), from configuration. */
export const publicConfigRoutes: ApiPlugin<{ config: PublicConfig }> = async (app, { config }) => {
  app.get(
    '/public-config',
    { schema: { response: { 200: publicConfig } }, config: { public: true } },
    async () => config,
  );
};
