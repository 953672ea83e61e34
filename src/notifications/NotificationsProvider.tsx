import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Snackbar from '@mui/material/Snackbar';
import { useLanguage } from '../i18n/LanguageProvider';
import {
  fetchLatest,
  fetchUnreadCount,
  markAllRead as markAllOnServer,
  markRead as markOnServer,
  streamNotices,
  type Notice,
} from './notification-api';

const NoticeMessage = lazy(() => import('./NoticeMessage'));

const LATEST = 10;
/** While the stream is down, the bell asks every this often; the stream is tried again meanwhile. */
const POLL_MS = 30_000;
const RETRY_MS = [2_000, 5_000, 10_000, 30_000];

type Notifications = {
  unread: number;
  latest: Notice[];
  markRead: (id: number) => Promise<void>;
  markAllRead: () => Promise<void>;
};

const NotificationsContext = createContext<Notifications | null>(null);

export const useNotifications = () => {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications needs a <NotificationsProvider> around it.');
  return value;
};

/**
 * The vendor's notifications, live: the unread count and the latest few, kept by a stream read
 * with fetch (resumed after the last id it saw when it reconnects); while the stream is down the
 * bell polls. A new notification also shows a toast, in the reader's language.
 */
export const NotificationsProvider = ({ children }: { children: ReactNode }) => {
  const { lang } = useLanguage();
  const [unread, setUnread] = useState(0);
  const [latest, setLatest] = useState<Notice[]>([]);
  const lastId = useRef<number | null>(null);
  // Its own snackbar, not react-admin's queue: a live notification never holds back a page's own
  // confirmation ("Saved…") arriving at the same moment.
  const [shown, setShown] = useState<Notice | null>(null);
  const toast = useRef((notice: Notice) => setShown(notice));

  const refresh = useCallback(async () => {
    const [count, list] = await Promise.all([fetchUnreadCount(), fetchLatest(LATEST)]);
    setUnread(count);
    setLatest(list);
    if (list[0] && (lastId.current === null || list[0].id > lastId.current)) lastId.current = list[0].id;
  }, []);

  useEffect(() => {
    const stop = new AbortController();
    let poll: ReturnType<typeof setInterval> | null = null;
    const arrived = (notice: Notice) => {
      if (lastId.current !== null && notice.id <= lastId.current) return;
      lastId.current = notice.id;
      setLatest((now) => [notice, ...now.filter((n) => n.id !== notice.id)].slice(0, LATEST));
      if (!notice.readAt) setUnread((n) => n + 1);
      toast.current(notice);
    };
    const live = async () => {
      await refresh().catch(() => {});
      for (let attempt = 0; !stop.signal.aborted; attempt++) {
        try {
          await streamNotices(
            (notice) => {
              attempt = 0;
              if (poll) {
                clearInterval(poll);
                poll = null;
              }
              arrived(notice);
            },
            lastId.current,
            stop.signal,
          );
        } catch {
          if (stop.signal.aborted) return;
        }
        poll ??= setInterval(() => void refresh().catch(() => {}), POLL_MS);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
      }
    };
    void live();
    return () => {
      stop.abort();
      if (poll) clearInterval(poll);
    };
  }, [refresh]);

  const markRead = useCallback(async (id: number) => {
    const done = await markOnServer(id);
    setLatest((now) => now.map((n) => (n.id === id ? done : n)));
    setUnread(await fetchUnreadCount());
  }, []);
  const markAllRead = useCallback(async () => {
    await markAllOnServer();
    const at = new Date().toISOString();
    setLatest((now) => now.map((n) => ({ ...n, readAt: n.readAt ?? at })));
    setUnread(0);
  }, []);

  const value = useMemo(
    () => ({ unread, latest, markRead, markAllRead }),
    [unread, latest, markRead, markAllRead],
  );
  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <Snackbar
        open={shown !== null}
        autoHideDuration={6000}
        onClose={(_, reason) => reason !== 'clickaway' && setShown(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        message={
          shown ? (
            <Suspense fallback={null}>
              <NoticeMessage notice={shown} lang={lang} />
            </Suspense>
          ) : (
            ''
          )
        }
      />
    </NotificationsContext.Provider>
  );
};
