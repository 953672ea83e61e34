/** One Server-Sent Event as the stream delivers it. */
export type SseEvent = { id?: string; event: string; data: string };

/**
 * Parses Server-Sent Events from text chunks as they arrive (a chunk may end mid-line): feed it
 * chunks, it calls `onEvent` for each complete event. Comments (heartbeats) are skipped.
 */
export const sseParser = (onEvent: (event: SseEvent) => void) => {
  let buffer = '';
  let current: { id?: string; event?: string; data: string[] } = { data: [] };
  const line = (text: string) => {
    if (text === '') {
      if (current.data.length)
        onEvent({ id: current.id, event: current.event ?? 'message', data: current.data.join('\n') });
      current = { data: [] };
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') current.data.push(value);
    else if (field === 'id') current.id = value;
    else if (field === 'event') current.event = value;
  };
  return (chunk: string) => {
    buffer += chunk;
    // A chunk ending in \r may be half of a \r\n: keep it until the next one says.
    const held = buffer.endsWith('\r') ? '\r' : '';
    const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
    buffer = (lines.pop() ?? '') + held;
    for (const l of lines) line(l);
  };
};
