import { currentLang } from '../i18n/language-storage';
import { clearSession, getToken } from './session';

/** Where the dashboard finds the API; `VITE_API_URL` at build time points it elsewhere. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api/v1';

/** The shape react-admin's HttpError has, so its forms and notifications read ours the same way. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string>; [key: string]: unknown } | null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type HttpResponse = { status: number; headers: Headers; body: string; json: unknown };

// Requests in flight, for the global spinner.
let inFlight = 0;
const listeners = new Set<() => void>();
const setInFlight = (n: number) => {
  inFlight = n;
  listeners.forEach((l) => l());
};
export const inFlightStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => inFlight,
};

let onUnauthorized: () => void = () => window.location.assign('/auth/login');
/** The router registers a navigation here so a 401 moves to the login page without a reload. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

/** An answer asked for early is only taken while it is this fresh, and once. */
const EARLY_MS = 10_000;
const early = new Map<string, { at: number; token: string | null; response: Promise<HttpResponse> }>();

/** The early answer to a GET of `url`, if one was asked for lately in this session: taken once. */
const takeEarly = (url: string, options: RequestInit) => {
  const found = early.get(url);
  if (!found || (options.method ?? 'GET') !== 'GET') return null;
  early.delete(url);
  return Date.now() - found.at < EARLY_MS && found.token === getToken() ? found.response : null;
};

/**
 * The one HTTP client: every call sends `Accept`, `App: client`, `Lang` and the bearer token, and a
 * 401 on any response forgets the session and goes to the login page.
 */
export const httpClient = (url: string, options: RequestInit = {}): Promise<HttpResponse> =>
  takeEarly(url, options) ?? send(url, options);

/**
 * Sends a GET the first page is about to send, before that page's code has even loaded: the page's
 * own GET of the same address then takes this answer instead of asking again (src/first-page-data.ts).
 * A failure is the page's to show when it asks, as if it had asked itself.
 */
export const getEarly = (url: string, options: RequestInit = {}) => {
  const response = send(url, options);
  response.catch(() => {});
  early.set(url, { at: Date.now(), token: getToken(), response });
  return response;
};

const send = async (url: string, options: RequestInit): Promise<HttpResponse> => {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('App', 'client');
  headers.set('Lang', currentLang());
  if (typeof options.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  setInFlight(inFlight + 1);
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...options, headers });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new HttpError('errors.network', 0, null);
    }
    const body = await response.text();
    let json: unknown = null;
    try {
      json = body ? JSON.parse(body) : null;
    } catch {
      // A non-JSON body (a proxy's error page) is kept as text only.
    }
    if (response.status === 401 && token) {
      clearSession();
      onUnauthorized();
    }
    if (response.status < 200 || response.status >= 300) {
      const data = json && typeof json === 'object' ? (json as HttpError['body']) : null;
      throw new HttpError(data?.message || response.statusText, response.status, data);
    }
    return { status: response.status, headers: response.headers, body, json };
  } finally {
    setInFlight(inFlight - 1);
  }
};

export const apiFetch = (path: string, options?: RequestInit) => httpClient(`${API_URL}${path}`, options);
