import type { FastifyBaseLogger } from 'fastify';
import type { OrderService } from './service';

const EVERY = 60_000;

/**
 * Looks for orders that have just missed a deadline, at start and every minute, without keeping
 * the process alive. The database writes each flag once, so several processes may watch at once.
 * Returns the function that stops it.
 */
export const watchOverdue = (orders: Pick<OrderService, 'flagOverdue'>, log: FastifyBaseLogger) => {
  const check = () =>
    void orders.flagOverdue().catch((err: unknown) => log.error({ err }, 'flagging overdue orders'));
  const first = setTimeout(check, 0);
  const timer = setInterval(check, EVERY);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
