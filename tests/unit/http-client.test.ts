import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Map-backed localStorage: the client reads the spec's keys from it on every call. */
const storage = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, String(v)),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
  };
};

let calls: { url: string; headers: Headers; body?: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: [] };

beforeEach(() => {
  calls = [];
  answer = { status: 200, body: [] };
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('window', { location: { assign: vi.fn() } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: new Headers(init.headers), body: init.body });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json', 'content-range': 'tires 0-0/1' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const load = async () => {
  vi.resetModules();
  return import('../../src/providers/httpClient');
};

describe('httpClient', () => {
  it('sends Accept, App, Lang and the bearer token on every call', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('i18nextLng', 'en');
    const { httpClient } = await load();
    await httpClient('/api/v1/tires', { method: 'POST', body: '{}' });
    const h = calls[0].headers;
    expect(h.get('accept')).toBe('application/json');
    expect(h.get('app')).toBe('client');
    expect(h.get('lang')).toBe('en');
    expect(h.get('authorization')).toBe('Bearer abc');
    expect(h.get('content-type')).toBe('application/json');
  });

  it('sends Lang ar by default and no Authorization without a token', async () => {
    const { httpClient } = await load();
    await httpClient('/api/v1/tires');
    expect(calls[0].headers.get('lang')).toBe('ar');
    expect(calls[0].headers.has('authorization')).toBe(false);
  });

  it('on a 401 forgets the session, keeps the language and calls the unauthorized handler', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('vendorType', 'bt-vendor');
    localStorage.setItem('i18nextLng', 'en');
    answer = { status: 401, body: { message: 'Your session has ended.', errors: {} } };
    const { httpClient, setUnauthorizedHandler } = await load();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(httpClient('/api/v1/tires')).rejects.toMatchObject({
      status: 401,
      message: 'Your session has ended.',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('vendorType')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(handler).toHaveBeenCalledOnce();
  });

  it('passes field errors of a 422 on to the form', async () => {
    answer = {
      status: 422,
      body: { message: 'Please fill out all required fields correctly.', errors: { sku: 'SKU is required' } },
    };
    const { httpClient } = await load();
    await expect(httpClient('/api/v1/tires', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 422,
      body: { errors: { sku: 'SKU is required' } },
    });
  });

  it('counts requests in flight for the global spinner', async () => {
    const { httpClient, inFlightStore } = await load();
    const seen: number[] = [];
    inFlightStore.subscribe(() => seen.push(inFlightStore.get()));
    await Promise.all([httpClient('/a'), httpClient('/b')]);
    expect(seen).toEqual([1, 2, 1, 0]);
  });
});
