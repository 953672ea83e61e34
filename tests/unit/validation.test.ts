import { beforeAll, describe, expect, it } from 'vitest';
import { batterySchema, carPartSchema, tireSchema } from '../../schemas';
import { validate } from '../../schemas/ajv';
import { pruneEmpty } from '../../schemas/validation';
import { loadCatalogue, translatorFor } from '../../src/i18n/translate';
import { fieldErrorMap } from '../../schemas/i18n/field-errors';
import { normalizePhone } from '../../schemas/identifiers';
import { parseLocalizedNumber, toAsciiDigits } from '../../schemas/digits';

// The app loads one language's texts at a time; these tests read both.
beforeAll(() => Promise.all([loadCatalogue('ar'), loadCatalogue('en')]));

const messages = (schema: object, data: unknown, lang: 'en' | 'ar' = 'en') =>
  fieldErrorMap(validate(schema, pruneEmpty(data)), lang, translatorFor(lang));

describe('validation messages from the schemas', () => {
  it("gives the spec's tire messages for an empty form", () => {
    expect(messages(tireSchema, { size: {} })).toEqual({
      name: 'Product name is required',
      sku: 'SKU is required',
      description: 'Product description is required',
      brand: 'Tire brand is required',
      year: 'Manufacturing year is required',
      tireType: 'Tire type is required',
      'size.width': 'Width is required',
      'size.length': 'Length is required',
      'size.depth': 'Depth is required',
      quantity: 'Available quantity is required',
      price: 'Price is required',
      discountPrice: 'Discount price is required',
    });
  });

  it('says "must be a number" for text in number fields', () => {
    const m = messages(tireSchema, { quantity: 'ten', price: 'x', discountPrice: 'y' });
    expect(m).toMatchObject({
      quantity: 'Available quantity must be a number',
      price: 'Price must be a number',
      discountPrice: 'Discount price must be a number',
    });
  });

  it("gives the spec's battery messages", () => {
    expect(messages(batterySchema, {})).toMatchObject({
      brand: 'Battery brand is required',
      voltage: 'Electrical voltage is required',
    });
  });

  it('fills the Arabic template with the Arabic label', () => {
    expect(messages(carPartSchema, {}, 'ar')).toMatchObject({
      name: 'حقل اسم المنتج مطلوب',
      price: 'حقل السعر مطلوب',
    });
  });

  it('says "is required" for a cleared text field sent as null, and "not valid" for other wrong types', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, 'x-label': { en: 'Name', ar: 'الاسم' } },
        company: { type: 'string', 'x-label': { en: 'Company name', ar: 'اسم الشركة' } },
      },
    };
    expect(fieldErrorMap(validate(schema, { name: null, company: 42 }), 'en', translatorFor('en'))).toEqual({
      name: 'Name is required',
      company: 'Company name is not valid',
    });
    expect(fieldErrorMap(validate(schema, { name: '' }), 'ar', translatorFor('ar'))).toEqual({
      name: 'حقل الاسم مطلوب',
    });
  });

  it('uses the generic messages where a field has no label', () => {
    const schema = {
      type: 'object',
      required: ['a'],
      properties: { a: { type: 'number' }, b: { type: 'number' } },
    };
    expect(messages(schema, { b: 'x' })).toEqual({
      a: 'This field is required',
      b: 'This field must be a number',
    });
  });

  it('accepts a valid tire', () => {
    const tire = {
      name: 'Pirelli P7',
      sku: 'P7',
      description: 'Sporty.',
      brand: 'pirelli',
      year: 2025,
      tireType: 'run_flat',
      size: { width: 225, length: 45, depth: 17 },
      quantity: 0,
      price: 5000,
      discountPrice: 4800,
    };
    expect(validate(tireSchema, tire)).toEqual([]);
  });
});

describe('phone numbers', () => {
  it('normalises Egyptian mobile numbers typed in any common form', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    for (const input of ['01012345678', '+201012345678', '00201012345678', '010 1234 5678', '٠١٠١٢٣٤٥٦٧٨']) {
      expect(normalizePhone(input), input).toBe('01012345678');
    }
    for (const input of ['0101234567', '01312345678', '+2010123456789', 'phone']) {
      expect(normalizePhone(input), input).toBeNull();
    }
  });
});

describe('numbers typed into number fields', () => {
  it('reads Eastern Arabic digits, the Arabic decimal point and thousands separators', () => {
    expect(parseLocalizedNumber('١٥٠٠')).toBe(1500);
    expect(parseLocalizedNumber('۱۲۳')).toBe(123);
    expect(parseLocalizedNumber('١٢٫٥')).toBe(12.5);
    expect(parseLocalizedNumber('١٬٥٠٠')).toBe(1500);
    expect(parseLocalizedNumber(' 1,500.75 ')).toBe(1500.75);
    expect(parseLocalizedNumber('0')).toBe(0);
  });

  it('keeps text that is not a number, so validation can say so', () => {
    expect(parseLocalizedNumber('')).toBeNull();
    expect(parseLocalizedNumber('   ')).toBeNull();
    expect(parseLocalizedNumber('12a')).toBe('12a');
    expect(parseLocalizedNumber('1.2.3')).toBe('1.2.3');
  });
});
