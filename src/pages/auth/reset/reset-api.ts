import { apiFetch } from '../../../providers/httpClient';

/** Always 202, known number or not (no account enumeration, security.md row 7). */
export const requestPasswordReset = async (phone: string) =>
  (await apiFetch('/auth/reset-password', { method: 'POST', body: JSON.stringify({ phone }) })).json as {
    resendAfter: unknown;
  };

export const createNewPassword = (body: {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}) => apiFetch('/auth/create-new-password', { method: 'POST', body: JSON.stringify(body) });
