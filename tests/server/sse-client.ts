import type { Notification } from '../../schemas/notifications';

type Event = { id?: string; event?: string; data?: string };

/** A notification stream read with fetch, as the dashboard reads it. */
export const openStream = async (
  base: string,
  token: string,
  headers: Record<string, string> = {},
  query = '',
) => {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/notifications/stream${query}`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: controller.signal,
  });
  const events: Event[] = [];
  const comments: string[] = [];
  let waiter: (() => void) | null = null;
  let done = false;
  const wake = () => {
    waiter?.();
    waiter = null;
  };
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: over } = await reader.read();
        if (over) break;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: Event = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            const match = /^(id|event|data): (.*)$/.exec(line);
            if (match) event[match[1] as keyof Event] = match[2];
          }
          if (event.event) events.push(event);
        }
        wake();
      }
    } catch {
      // aborted
    }
    done = true;
    wake();
  })();
  /** Event number `n` (from 0), waiting for it; null when the stream ends first. */
  const nth = async (n: number, ms = 5000) => {
    const end = Date.now() + ms;
    while (events.length <= n && !done) {
      if (Date.now() > end) throw new Error(`no event #${n + 1} within ${ms} ms`);
      await new Promise<void>((resolve) => {
        waiter = resolve;
        setTimeout(resolve, 50);
      });
    }
    return events[n] ?? null;
  };
  return {
    res,
    events,
    comments,
    nth,
    ended,
    notification: (event: Event | null) => JSON.parse(event!.data!) as Notification,
    close: () => controller.abort(),
  };
};

/** Resolves 'open' after `ms`: what a stream that should have ended is raced against. */
export const pause = (ms: number) => new Promise<string>((r) => setTimeout(() => r('open'), ms));
