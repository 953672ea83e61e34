import type { Kysely } from 'kysely';
import { normalizePhone } from '../../schemas/identifiers';
import type { Database } from '../db/tables';
import type { ApiPlugin } from '../http/contract';

const query = {
  type: 'object',
  additionalProperties: false,
  properties: { phone: { type: 'string', maxLength: 40 } },
} as const;

const inbox = {
  type: 'object',
  additionalProperties: false,
  required: ['messages'],
  properties: {
    messages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['phone', 'purpose', 'text', 'code', 'sentAt'],
        properties: {
          phone: { type: 'string' },
          purpose: { type: 'string' },
          text: { type: 'string' },
          code: { type: ['string', 'null'] },
          sentAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;

/**
 * The development SMS inbox: what the development channel "sent", newest first, codes included,
 * so browser tests and people trying the app can finish a registration or a reset. app.ts
 * registers it only when NODE_ENV is not `production`.
 */
export const devRoutes: ApiPlugin<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/dev/otp',
    { schema: { querystring: query, response: { 200: inbox } }, config: { public: true } },
    async (request) => {
      let select = db
        .selectFrom('sms_outbox')
        .select(['phone', 'purpose', 'text', 'code', 'sent_at'])
        .orderBy('id', 'desc')
        .limit(50);
      if (request.query.phone !== undefined)
        select = select.where('phone', '=', normalizePhone(request.query.phone) ?? request.query.phone);
      const rows = await select.execute();
      return {
        messages: rows.map((r) => ({
          phone: r.phone,
          purpose: r.purpose,
          text: r.text,
          code: r.code,
          sentAt: new Date(r.sent_at).toISOString(),
        })),
      };
    },
  );
};
