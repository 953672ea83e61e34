import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../config';

/** Contact details, store links and map tiles for the public and auth pages (D11), from configuration. */
export const publicConfigRoutes = async (app: FastifyInstance, opts: { config: PublicConfig }) => {
  app.get('/public-config', { config: { public: true } }, async () => opts.config);
};
