import { fireEvent, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { tireSchema } from '../../schemas';
import { ProductForm } from '../../src/schema-ui/ProductForm';
import { preloadInputs } from '../../src/schema-ui/registry';
import { schemaValidator } from '../../src/schema-ui/validate';
import { ALL, labelOf, loadBothLanguages, renderInDashboard } from './admin';

beforeAll(() => Promise.all([loadBothLanguages(), preloadInputs()]));

/** A saved tire with four wrong values: no SKU, a year and a width out of range, a negative price. */
const wrongTire = {
  id: 7,
  name: { en: 'Primacy 4', ar: 'بريماسي 4' },
  sku: '',
  description: { en: 'A quiet summer tire.' },
  brand: 'michelin',
  year: 1900,
  tireType: 'normal',
  size: { width: 500, length: 55, depth: 16 },
  quantity: 4,
  price: -5,
  discountPrice: 90,
};
const brands = [{ id: 'michelin', name: { en: 'Michelin', ar: 'ميشلان' } }];

/**
 * The API's 422 texts for those values (schemas/i18n: `validation.required`, `.minimum`,
 * `.maximum`, filled with the fields' `x-label`), written out, by the label of the input they
 * belong under, in the form's order.
 */
const MESSAGES = {
  en: {
    save: 'Save',
    errors: {
      'SKU *': 'SKU is required',
      'Manufacturing year *': 'Manufacturing year must be at least 1950',
      'Width *': 'Width must be at most 400',
      'Price *': 'Price must be at least 0',
    },
  },
  ar: {
    save: 'حفظ',
    errors: {
      'رمز المنتج (SKU) *': 'حقل رمز المنتج (SKU) مطلوب',
      'سنة الصنع *': 'حقل سنة الصنع يجب ألا يقل عن 1950',
      'العرض *': 'حقل العرض يجب ألا يزيد على 400',
      'السعر *': 'حقل السعر يجب ألا يقل عن 0',
    },
  },
} as const;

describe.each(['en', 'ar'] as const)('the product form’s messages (%s)', (lang) => {
  it('shows the API’s message for each wrong value under its input, and none elsewhere', async () => {
    renderInDashboard(
      <RecordContextProvider value={wrongTire}>
        <ProductForm schema={tireSchema} />
      </RecordContextProvider>,
      { lang, resource: 'tires', records: { 'tire-brands': brands } },
    );
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES[lang].save, ...ALL }));
    await screen.findByText(Object.values(MESSAGES[lang].errors)[0]);
    // Every message on the form, by the label of the input it describes, which is marked invalid.
    const shown = [...document.querySelectorAll<HTMLElement>('.MuiFormHelperText-root.Mui-error')].map(
      (message) => {
        const input = document.querySelector<HTMLElement>(`[aria-describedby~="${message.id}"]`)!;
        expect(input.getAttribute('aria-invalid')).toBe('true');
        return [labelOf(input), message.textContent];
      },
    );
    expect(shown).toEqual(Object.entries(MESSAGES[lang].errors));
  });
});

it('answers a wrong value inside a list row at its place in the form, in the reader’s language', () => {
  const row = { ...wrongTire, sku: 'MI-PR4', year: 2024, size: { width: 205, length: 55, depth: 16 } };
  const values = {
    ...row,
    price: 1850,
    suitableCars: [{ brand: 'toyota', model: 'corolla' }, { brand: 'kia' }],
  };
  expect(schemaValidator(tireSchema, 'en')(values)).toEqual({
    suitableCars: [undefined, { model: 'Car model is required' }],
  });
  expect(schemaValidator(tireSchema, 'ar')(values)).toEqual({
    suitableCars: [undefined, { model: 'حقل موديل السيارة مطلوب' }],
  });
});
