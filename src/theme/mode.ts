import { useCallback, useSyncExternalStore } from 'react';
import { THEME_MODE_KEY } from '../../schemas/site';

/** What the vendor chose: a colour scheme, or the device's. */
export type ThemeMode = 'light' | 'dark' | 'system';
/** The scheme on screen. */
export type ColorScheme = 'light' | 'dark';

/**
 * Our own key, read by every page (public, auth and dashboard), so one choice serves all three.
 * react-admin's store (`RaStore.theme`) is not used: the public pages never load react-admin.
 */
export { THEME_MODE_KEY };

/** The cookie's lifetime: a year, renewed at every visit, as the language's. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const DARK_QUERY = '(prefers-color-scheme: dark)';
const isMode = (value: unknown): value is ThemeMode =>
  value === 'light' || value === 'dark' || value === 'system';

const storedMode = (): ThemeMode => {
  if (typeof localStorage === 'undefined') return 'system';
  const value = localStorage.getItem(THEME_MODE_KEY);
  return isMode(value) ? value : 'system';
};

const systemScheme = (): ColorScheme =>
  typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';

const resolve = (mode: ThemeMode): ColorScheme => (mode === 'system' ? systemScheme() : mode);

/** The scheme the first render draws in. */
export const currentScheme = (): ColorScheme => resolve(storedMode());

/**
 * Marks the document with the scheme chosen, for the style sheet's `light-dark()` colours
 * (src/theme/colors.css): no mark while following the device, whose scheme the CSS reads itself,
 * so even a page painted before any script has the right colours. The cookie lets the server keep
 * a page prerendered in the light from one who chose dark (server/plugins/prerendered-pages.ts).
 */
export const applyThemeMode = (mode: ThemeMode = storedMode()) => {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (mode === 'system') delete root.dataset.theme;
  else root.dataset.theme = mode;
  document.cookie = `${THEME_MODE_KEY}=${mode}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
};

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK_QUERY);
  // Another tab changing the choice, or the device switching scheme while we follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== THEME_MODE_KEY && e.key !== null) return;
    applyThemeMode();
    listener();
  };
  window.addEventListener('storage', onStorage);
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', listener);
  };
};

// The snapshot is one string, so React compares it by value: "system:dark", "light:light"…
const snapshot = () => {
  const mode = storedMode();
  return `${mode}:${resolve(mode)}`;
};
const serverSnapshot = () => 'system:light';

/** The stored choice, the scheme it gives now, and a setter that stores, applies and re-renders. */
export const useThemeMode = () => {
  const [mode, scheme] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split(':') as [
    ThemeMode,
    ColorScheme,
  ];
  const setMode = useCallback((next: ThemeMode) => {
    localStorage.setItem(THEME_MODE_KEY, next);
    applyThemeMode(next);
    notify();
  }, []);
  return { mode, scheme, setMode };
};
