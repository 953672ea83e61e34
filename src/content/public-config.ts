import { useEffect, useState } from 'react';
import type { Label } from '../../schemas/labels';
import { currentLang } from '../i18n/language-storage';
import { API_URL } from '../providers/httpClient';

/** `GET /api/v1/public-config`: what each marketplace sets for itself (D11). */
export type PublicConfig = {
  contact: { email: string; phone: string; whatsapp: string; address: Label };
  stores: { appStore: string; googlePlay: string };
  map: { tileUrl: string; attribution: string };
};

/** The server's own defaults (server/config.ts): shown until its answer arrives, and kept if it cannot be read. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  contact: {
    email: 'support@mawrid.example',
    phone: '+20 100 000 0000',
    whatsapp: '+20 100 000 0000',
    address: {
      en: '12 Tahrir Street, Downtown, Cairo, Egypt',
      ar: '12 شارع التحرير، وسط البلد، القاهرة، مصر',
    },
  },
  stores: {
    appStore: 'https://apps.apple.com/',
    googlePlay: 'https://play.google.com/store/apps',
  },
  map: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
  },
};

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

// Links end up in `href`: only web addresses, never `javascript:` or the like.
const webUrl = (value: unknown, fallback: string) => {
  const url = text(value, fallback);
  return /^https?:\/\//i.test(url) ? url : fallback;
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** Takes what the server sent field by field: a missing or odd field keeps its default. */
export const readPublicConfig = (body: unknown): PublicConfig => {
  const d = DEFAULT_PUBLIC_CONFIG;
  const contact = record(record(body).contact);
  const address = record(contact.address);
  const stores = record(record(body).stores);
  const map = record(record(body).map);
  return {
    contact: {
      email: text(contact.email, d.contact.email),
      phone: text(contact.phone, d.contact.phone),
      whatsapp: text(contact.whatsapp, d.contact.whatsapp),
      address: {
        en: text(address.en, d.contact.address.en),
        ar: text(address.ar, d.contact.address.ar),
      },
    },
    stores: {
      appStore: webUrl(stores.appStore, d.stores.appStore),
      googlePlay: webUrl(stores.googlePlay, d.stores.googlePlay),
    },
    map: {
      tileUrl: webUrl(map.tileUrl, d.map.tileUrl),
      attribution: text(map.attribution, d.map.attribution),
    },
  };
};

let loaded: PublicConfig | null = null;
let pending: Promise<PublicConfig> | null = null;

/**
 * Asked once per page load. Plain `fetch` with the usual headers rather than the app's client: the
 * defaults are already on screen, so this must not light the global spinner nor wait for anything.
 */
export const loadPublicConfig = () =>
  (pending ??= fetch(`${API_URL}/public-config`, {
    headers: { Accept: 'application/json', App: 'client', Lang: currentLang() },
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => (loaded = body ? readPublicConfig(body) : DEFAULT_PUBLIC_CONFIG))
    .catch(() => DEFAULT_PUBLIC_CONFIG));

/** The configuration, with the defaults until the server's answer arrives. */
export const usePublicConfig = (): PublicConfig => {
  const [config, setConfig] = useState(loaded ?? DEFAULT_PUBLIC_CONFIG);
  useEffect(() => {
    let live = true;
    void loadPublicConfig().then((next) => live && setConfig(next));
    return () => {
      live = false;
    };
  }, []);
  return config;
};

/** The number as `tel:` and WhatsApp want it: country code first, digits only (Egypt when local). */
export const internationalDigits = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  return digits.startsWith('0') ? `20${digits.slice(1)}` : digits;
};
export const telUrl = (phone: string) => `tel:+${internationalDigits(phone)}`;
export const whatsappUrl = (phone: string) => `https://wa.me/${internationalDigits(phone)}`;
