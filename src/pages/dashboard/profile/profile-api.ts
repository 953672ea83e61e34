import { apiFetch, HttpError } from '../../../providers/httpClient';
import { getToken } from '../../../providers/session';

export type Profile = {
  id: number;
  vendorType: 'bt-vendor' | 'cp-vendor';
  name: string;
  email: string;
  phone: string;
  companyName: string;
  avatar: string | null;
  companyLicense?: { file?: string; number?: string; expiresAt?: string };
  taxNumber?: string;
  idNumber?: string;
  idCard?: string;
  location?: { lat: number; lng: number };
  address?: string;
  lowStockThreshold: number;
};

export const PROFILE_KEY = ['profile'];

export const fetchProfile = async () => (await apiFetch('/profile')).json as Profile;

/**
 * Sends a form and turns a 4xx with field errors into the object react-admin's `<Form>` shows under
 * the inputs; anything else is thrown for the caller's notification.
 */
export const submitForm = async <T>(path: string, method: 'PUT' | 'POST', values: object) => {
  try {
    return { data: (await apiFetch(path, { method, body: JSON.stringify(values) })).json as T };
  } catch (error) {
    const body = error instanceof HttpError ? error.body : null;
    if (body?.errors && Object.keys(body.errors).length)
      return { errors: body.errors, message: body.message };
    throw error;
  }
};

/** Documents are owner-only: fetched with the session, then handed to the browser as a download. */
export const downloadDocument = async (url: string, name: string) => {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  if (!response.ok) throw new HttpError('errors.notFound', response.status, null);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
};
