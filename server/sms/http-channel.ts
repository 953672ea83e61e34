import type { FastifyBaseLogger } from 'fastify';
import type { SmsChannel } from './channel';

/** `01001234567` → `+201001234567`: providers want the international form. */
export const toInternational = (phone: string) => `+20${phone.slice(1)}`;

/**
 * A provider reached by one HTTPS call per message: `POST SMS_URL` with `{ to, text }` as JSON and,
 * when `SMS_TOKEN` is set, `Authorization: Bearer <token>`. Most SMS gateways accept this shape or
 * sit behind a small adapter that does. The call runs after the request has been answered (see
 * SmsChannel.send); failures are logged without the text, which holds the code.
 */
export const httpSmsChannel = (
  options: { url: string; token?: string },
  log: FastifyBaseLogger,
): SmsChannel => ({
  development: false,
  async send(phone, text, meta) {
    void fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ to: toInternational(phone), text }),
      signal: AbortSignal.timeout(10_000),
    })
      .then((res) => {
        if (!res.ok)
          log.error({ status: res.status, purpose: meta.purpose }, 'SMS provider refused a message');
      })
      .catch((err: unknown) => log.error({ err, purpose: meta.purpose }, 'SMS provider unreachable'));
  },
});
