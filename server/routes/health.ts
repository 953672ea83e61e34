import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { ApiError } from '../errors';

/**
 * For load balancers and supervisors: `/health` answers while the process serves requests (no
 * database, so it stays fast under load); `/health/ready` also pings the database.
 */
export const healthRoutes = async (app: FastifyInstance, opts: { db: Kysely<Database> }) => {
  app.get('/health', { config: { public: true } }, async () => ({ status: 'ok' }));
  app.get('/health/ready', { config: { public: true } }, async () => {
    try {
      await sql`select 1`.execute(opts.db);
    } catch {
      throw new ApiError(503, 'errors.unavailable');
    }
    return { status: 'ok' };
  });
};
