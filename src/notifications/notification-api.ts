import { API_URL, apiFetch } from '../providers/httpClient';
import { getToken } from '../providers/session';
import { currentLang } from '../i18n/language-storage';
import { sseParser } from './sse';
import type { Notification } from '../../schemas/notifications';

export type Notice = Notification;

export const fetchLatest = async (count = 10) =>
  (await apiFetch(`/notifications?range=${encodeURIComponent(`[0,${count - 1}]`)}`)).json as Notice[];

export const fetchUnreadCount = async () =>
  ((await apiFetch('/notifications/unread-count')).json as { count: number }).count;

export const markRead = async (id: number) =>
  (await apiFetch(`/notifications/${id}/read`, { method: 'POST', body: '{}' })).json as Notice;

export const markAllRead = async () =>
  ((await apiFetch('/notifications/read-all', { method: 'POST', body: '{}' })).json as { count: number })
    .count;

/**
 * The live stream, read with fetch (EventSource cannot send the bearer token). Resumes after
 * `lastId`; resolves when the stream ends, rejects when it breaks; `signal` closes it.
 */
export const streamNotices = async (
  onNotice: (notice: Notice) => void,
  lastId: number | null,
  signal: AbortSignal,
) => {
  const headers: Record<string, string> = { Accept: 'text/event-stream', App: 'client', Lang: currentLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lastId !== null) headers['Last-Event-ID'] = String(lastId);
  const response = await fetch(`${API_URL}/notifications/stream`, { headers, signal });
  if (!response.ok || !response.body) throw new Error(`stream: HTTP ${response.status}`);
  const feed = sseParser((event) => {
    if (event.event === 'notification') onNotice(JSON.parse(event.data) as Notice);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    feed(value);
  }
};
