import type { AuthProvider } from 'ra-core';
import { apiFetch, HttpError } from './httpClient';
import { clearSession, getToken, getVendorType, saveSession, type StoredVendorType } from './session';

export type LoginParams = { identifier: string; password: string; vendorType: StoredVendorType };
type Me = { id: number; name: string; vendorType: StoredVendorType; avatar?: string };

let identity: Promise<Me> | null = null;

/** Signs in against the API and keeps the session under the spec's keys. Used by the login page too. */
export const login = async ({ identifier, password, vendorType }: LoginParams) => {
  const { json } = await apiFetch('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ identifier, password, vendorType }),
  });
  const { token, vendor } = json as { token: string; vendor: Me };
  saveSession(token, vendor.vendorType);
  identity = Promise.resolve(vendor);
  return vendor;
};

/** After a profile change: the next getIdentity asks the server again (name, picture). */
export const forgetIdentity = () => {
  identity = null;
};

export const authProvider: AuthProvider = {
  login,

  // Revokes the token on the server, forgets it here, keeps the language (D5), then goes to `/`;
  // without a session (a visitor, an expired token) there is nothing to revoke: to the login page.
  async logout() {
    const hadToken = Boolean(getToken());
    identity = null;
    if (hadToken) await apiFetch('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    return hadToken ? '/' : '/auth/login';
  },

  // A real guard (D1): no session, no dashboard. The server checks the token on every call.
  async checkAuth() {
    if (!getToken()) throw { redirectTo: '/auth/login', message: false };
  },

  async checkError(error: HttpError) {
    if (error?.status === 401) throw { redirectTo: '/auth/login', message: false };
  },

  async getIdentity() {
    identity ??= apiFetch('/auth/me').then(({ json }) => json as Me);
    const me = await identity.catch((e) => {
      identity = null;
      throw e;
    });
    return { id: me.id, fullName: me.name, avatar: me.avatar };
  },

  async getPermissions() {
    return getVendorType();
  },
};
