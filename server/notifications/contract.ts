import type { Notification } from '../../schemas/notifications';
import type { NotificationRow } from '../db/tables';

/** A notification's id: a bigint in the table, so larger than the other resources' ids may be. */
const notificationId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export const notificationParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: notificationId },
} as const;

/**
 * `GET /notifications/stream`: where to resume. Browsers' `EventSource` sends `Last-Event-ID` as a
 * header; a client that cannot set headers may say `lastEventId` here. Absent: live events only.
 */
export const streamQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lastEventId: {
      type: 'integer',
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description: 'Replay the notifications after this id first (the `Last-Event-ID` header wins)',
    },
  },
} as const;

/** The stream's answer in the contract: never serialized by Fastify (the route writes the events). */
export const eventStream = {
  description:
    'Server-Sent Events, one per notification: `id: <notification id>`, `event: notification`, ' +
    '`data: <the notification as JSON>`; a `: ping` comment every 25 s; `event: resync` when more ' +
    'were missed than a replay carries (read the list again).',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
} as const;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A notification as the API answers it (and the stream sends it). */
export const toNotification = (row: NotificationRow): Notification =>
  ({
    id: Number(row.id),
    type: row.type,
    params: row.params,
    link: row.link,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: iso(row.read_at),
  }) as Notification;
