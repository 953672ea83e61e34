import type { VendorType } from '../../schemas';
import { apiFetch, HttpError } from './httpClient';
import { saveSession } from './session';

export type RegisterBody = {
  vendorType: VendorType;
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  companyName: string;
};

export type PendingRegistration = {
  vendorType: VendorType;
  name: string;
  email: string;
  phone: string;
  companyName: string;
  resendAfter: unknown;
};

export type WorkInfoBody = {
  companyLicense: { file: string; number: string; expiresAt: string };
  taxNumber: string;
  idNumber: string;
  idCard: string;
  location: { lat: number; lng: number };
  address: string;
};

export type Me = { id: number; name: string; vendorType: VendorType; registrationStep?: 'final' | 'done' };

/**
 * When the next code may be asked for, as a time on this clock. The API says `resendAfter` in
 * seconds; an absolute time (ISO text or epoch milliseconds) is read as such, so either works.
 */
export const resendAt = (resendAfter: unknown, now = Date.now()): number => {
  if (typeof resendAfter === 'number' && Number.isFinite(resendAfter))
    return resendAfter > 1e12 ? resendAfter : now + resendAfter * 1000;
  if (typeof resendAfter === 'string') {
    const seconds = Number(resendAfter);
    if (Number.isFinite(seconds)) return now + seconds * 1000;
    const time = Date.parse(resendAfter);
    if (Number.isFinite(time)) return time;
  }
  return now + 60_000;
};

/** A 429 names its wait in `Retry-After`, which HttpError does not keep: read it from the body if there. */
export const retryAt = (error: unknown): number | null =>
  error instanceof HttpError && error.status === 429
    ? resendAt(error.body?.resendAfter ?? error.body?.retryAfter ?? 60)
    : null;

const post = (path: string, body?: unknown) =>
  apiFetch(path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

export const startRegistration = async (body: RegisterBody) =>
  (await post('/auth/register', body)).json as { key: string; resendAfter: unknown };

export const getRegistration = async (key: string) =>
  (await apiFetch(`/auth/register/${encodeURIComponent(key)}`)).json as PendingRegistration;

export const resendRegistrationCode = async (key: string) =>
  (await post(`/auth/register/${encodeURIComponent(key)}/resend`)).json as { resendAfter: unknown };

/** The right code creates the account and signs it in, exactly as the login page does. */
export const verifyRegistration = async (key: string, code: string) => {
  const { json } = await post(`/auth/register/${encodeURIComponent(key)}/verify`, { code });
  const { token, vendor } = json as { token: string; vendor: Me };
  saveSession(token, vendor.vendorType);
  return vendor;
};

export const getMe = async () => (await apiFetch('/auth/me')).json as Me;

export const saveWorkInfo = (body: WorkInfoBody) =>
  apiFetch('/profile/work-info', { method: 'PUT', body: JSON.stringify(body) });
