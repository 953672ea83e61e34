import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { ApiError } from '../errors';
import { refusals, type ApiPlugin } from '../http/contract';

const ok = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'string', enum: ['ok'] } },
} as const;

/**
 * For load balancers and supervisors: `/health` answers while the process serves requests (no
 * database, so it stays fast under load); `/health/ready` also pings the database.
 */
export const healthRoutes: ApiPlugin<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/health', { schema: { response: { 200: ok } }, config: { public: true } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/health/ready',
    { schema: { response: { 200: ok, ...refusals(503) } }, config: { public: true } },
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new ApiError(503, 'errors.unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};
