/** The spec's local-storage keys for the session: `token` and `vendorType` (`bt-vendor` or `cp-vendor`). */
export const TOKEN_KEY = 'token';
export const VENDOR_TYPE_KEY = 'vendorType';

export type StoredVendorType = 'bt-vendor' | 'cp-vendor';

export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const getVendorType = (): StoredVendorType | null => {
  const value = localStorage.getItem(VENDOR_TYPE_KEY);
  return value === 'bt-vendor' || value === 'cp-vendor' ? value : null;
};

export const saveSession = (token: string, vendorType: StoredVendorType) => {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(VENDOR_TYPE_KEY, vendorType);
};

/** Sign-out and a 401 forget the session but keep the language choice (D5). */
export const clearSession = () => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(VENDOR_TYPE_KEY);
};
