import { describe, expect, it } from 'vitest';
import { sseParser, type SseEvent } from '../../src/notifications/sse';

const expected = [
  { id: '7', event: 'notification', data: '{"id":7}' },
  { id: '8', event: 'notification', data: '{"id":8,\n"x":1}' },
];

describe('the notification stream parser', () => {
  it('reads events split anywhere across chunks, skips heartbeats, keeps ids', () => {
    const seen: SseEvent[] = [];
    const text =
      ': heartbeat\n\nid: 7\nevent: notification\ndata: {"id":7}\n\nid: 8\r\nevent: notification\r\ndata: {"id":8,\r\ndata: "x":1}\r\n\r\n';
    for (const size of [1, 2, 3, 5, 7]) {
      seen.length = 0;
      const feed = sseParser((e) => seen.push(e));
      for (let i = 0; i < text.length; i += size) feed(text.slice(i, i + size));
      expect(seen, `chunks of ${size}`).toEqual(expected);
    }
  });
});

describe('relative times, in the reader’s language', () => {
  it('says minutes ago in English and in Arabic (the dashboard’s Latin digits)', async () => {
    const { relativeTime } = await import('../../src/notifications/relative-time');
    const now = new Date('2026-11-24T10:00:00Z');
    expect(relativeTime('2026-11-24T09:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-24T09:57:00Z', 'ar', now)).toBe('قبل 3 دقائق');
    expect(relativeTime('2026-11-23T10:00:00Z', 'en', now)).toBe('yesterday');
  });
});
