import { notificationCount, notificationSchema } from '../../schemas/notifications';
import type { SessionStore } from '../accounts/sessions';
import { badRequest, orNotFound } from '../errors';
import { page, type ApiPlugin } from '../http/contract';
import { contentRange, listQuerystring, parseListQuery } from '../http/list-query';
import { eventStream, notificationParams, streamQuerystring } from './contract';
import type { NotificationService } from './service';
import { NOTIFICATION_FILTERS, NOTIFICATION_SORT } from './store';
import type { NotificationStreams } from './stream';

/**
 * The notification centre (issue 14): the vendor's notifications in ra-data-simple-rest's shape,
 * the unread count, mark one or all read, and the live stream. Another vendor's is 404.
 */
export const notificationRoutes: ApiPlugin<{
  notifications: NotificationService;
  streams: NotificationStreams;
  sessions: SessionStore;
}> = async (app, { notifications, streams, sessions }) => {
  app.get(
    '/notifications',
    { schema: { querystring: listQuerystring, response: { 200: page(notificationSchema) } } },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sort: Object.keys(NOTIFICATION_SORT),
        filter: NOTIFICATION_FILTERS,
        defaultSort: ['id', 'DESC'],
      });
      const found = await notifications.list({ vendorId: request.vendor.id, ...query });
      reply.header(
        'Content-Range',
        contentRange('notifications', query.range[0], found.notifications.length, found.total),
      );
      return found.notifications;
    },
  );

  app.get(
    '/notifications/unread-count',
    { schema: { response: { 200: notificationCount } } },
    async (request) => ({ count: await notifications.unreadCount(request.vendor.id) }),
  );

  app.post(
    '/notifications/read-all',
    { schema: { response: { 200: notificationCount } } },
    async (request) => ({ count: await notifications.markAllRead(request.vendor.id) }),
  );

  app.post(
    '/notifications/:id/read',
    { schema: { params: notificationParams, response: { 200: notificationSchema } } },
    async (request) => orNotFound(await notifications.markRead(request.vendor.id, request.params.id)),
  );

  // Streamed with fetch (the bearer token in Authorization, like every signed-in route): the
  // reply is hijacked, so nothing after this handler writes to it.
  app.get(
    '/notifications/stream',
    { schema: { querystring: streamQuerystring, response: { 200: eventStream } } },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      if (header !== undefined && !/^\d{1,15}$/.test(String(header).trim())) throw badRequest();
      const after =
        header !== undefined ? Number(String(header).trim()) : (request.query.lastEventId ?? null);
      const { sessionId } = request;
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      reply.hijack();
      try {
        streams.start(
          request.vendor.id,
          reply.raw,
          after,
          async () => (await sessions.resolve(token))?.sessionId === sessionId,
          reply.getHeaders(),
        );
      } catch (err) {
        request.log.error({ err }, 'opening a notification stream');
        reply.raw.destroy();
      }
    },
  );
};
