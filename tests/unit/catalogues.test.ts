import englishMessages from 'ra-language-english';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSchemas, orderSchema, vendorSchema } from '../../schemas';
import { apiAr } from '../../schemas/i18n/ar';
import { apiEn } from '../../schemas/i18n/en';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';
import { arPages } from '../../src/i18n/ar-pages';
import { enPages } from '../../src/i18n/en-pages';
import { raArabic } from '../../src/i18n/ra-ar';
import { loadCatalogue, translatorFor } from '../../src/i18n/translate';

// The app loads one language's texts at a time; these tests read both.
beforeAll(() => Promise.all([loadCatalogue('ar', 'pages'), loadCatalogue('en', 'pages')]));

/** `path → text` for every leaf of a catalogue. */
const leaves = (node: unknown, prefix = ''): Record<string, string> =>
  typeof node === 'string'
    ? { [prefix]: node }
    : Object.assign(
        {},
        ...Object.entries(node as object).map(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)),
      );

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['API', apiEn, apiAr],
  ['app', en, ar],
  ['dashboard pages', enPages, arPages],
  ['react-admin', englishMessages, raArabic],
])('the Arabic %s catalogue', (_, source, arabic) => {
  const s = leaves(source);
  const a = leaves(arabic);
  it('has exactly the English keys', () => {
    expect(Object.keys(a).sort()).toEqual(Object.keys(s).sort());
  });
  it('keeps every placeholder and writes six plural forms where English has two', () => {
    for (const [key, text] of Object.entries(s)) {
      const forms = text.split('||||');
      expect(new Set(placeholders(a[key])), key).toEqual(new Set(placeholders(text)));
      if (forms.length === 2) expect(a[key].split('||||'), key).toHaveLength(6);
      if (text.trim()) expect(a[key].trim(), key).not.toBe('');
    }
  });
});

describe('schema labels', () => {
  it('label every property of every schema in both languages', () => {
    const walk = (node: Record<string, unknown>, path: string) => {
      for (const [key, child] of Object.entries(
        (node.properties ?? {}) as Record<string, Record<string, unknown>>,
      )) {
        const label = child['x-label'] as { en?: string; ar?: string } | undefined;
        expect(label?.en, `${path}.${key}`).toBeTruthy();
        expect(label?.ar, `${path}.${key}`).toMatch(/[\u0600-\u06FF]/);
        walk(child, `${path}.${key}`);
        if (child.items && typeof child.items === 'object')
          walk(child.items as Record<string, unknown>, `${path}.${key}[]`);
      }
    };
    for (const schema of [...productSchemas, orderSchema, vendorSchema]) walk(schema, schema.$id);
  });
});

describe('translate', () => {
  it('picks the six Arabic plural forms and the two English ones', () => {
    const t = translatorFor('ar');
    expect([0, 1, 2, 3, 11, 100].map((n) => t('product.inStock', { smart_count: n }))).toEqual([
      'لا توجد قطع',
      'قطعة واحدة',
      'قطعتان',
      '3 قطع',
      '11 قطعة',
      '100 قطعة',
    ]);
    expect(translatorFor('en')('product.inStock', { smart_count: 1 })).toBe('1 item');
    expect(translatorFor('en')('product.inStock', { smart_count: 7 })).toBe('7 items');
  });

  it('fills placeholders and falls back to the key for an unknown text', () => {
    expect(translatorFor('en')('home.welcome', { name: 'Mona' })).toBe('Welcome, Mona');
    expect(translatorFor('en')('no.such.key')).toBe('no.such.key');
  });
});
