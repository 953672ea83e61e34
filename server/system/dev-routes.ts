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
const advance = {
  type: 'object',
  additionalProperties: false,
  required: ['seconds'],
  properties: { seconds: { type: 'integer', minimum: 1, maximum: 30 * 24 * 3600 } },
} as const;

const shifted = {
  type: 'object',
  additionalProperties: false,
  required: ['now'],
  properties: { now: { type: 'string', format: 'date-time' } },
} as const;

export const devRoutes: ApiPlugin<{ db: Kysely<Database>; clockShift: { ms: number } | null }> = async (
  app,
  { db, clockShift },
) => {
  // The browser tests' clock: moves the server's time forward (only when started with a movable clock).
  if (clockShift)
    app.post(
      '/dev/clock',
      { schema: { body: advance, response: { 200: shifted } }, config: { public: true } },
      async (request) => {
        clockShift.ms += request.body.seconds * 1000;
        return { now: new Date(Date.now() + clockShift.ms).toISOString() };
      },
    );

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
