import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { tireSchema } from '../../schemas';
import { productList } from '../../src/schema-ui/ProductList';
import { ALL, loadBothLanguages, renderInDashboard } from './admin';

beforeAll(() => loadBothLanguages());

const TireList = productList(tireSchema);

const records = {
  tires: [
    {
      id: 41,
      name: { en: 'Primacy 4', ar: 'بريماسي 4' },
      sku: 'MI-PR4-205',
      description: { en: 'A quiet summer tire.' },
      brand: 'michelin',
      year: 2024,
      tireType: 'normal',
      size: { width: 205, length: 55, depth: 16 },
      quantity: 12,
      price: 1850.5,
      discountPrice: 1700,
      status: 'available',
    },
  ],
  'tire-brands': [{ id: 'michelin', name: { en: 'Michelin', ar: 'ميشلان' } }],
};

/**
 * The tire list as a vendor reads it: the ID, the schema's `x-list` fields in its order, the status
 * and the product page's button (its column named for screen readers only). Written out from the
 * schema's labels and the display registry's formats: money in EGP, the size as tire shops write
 * it, the stock in items. The dashboard writes numbers in Western digits in Arabic too
 * (src/schema-ui/fields.tsx), as IDs and SKUs are.
 */
const LIST = {
  en: {
    headers: [
      'Product ID',
      'Product name',
      'SKU',
      'Tire brand',
      'Size',
      'Available quantity',
      'Price',
      'Status',
      'Product page',
    ],
    row: [
      '41',
      'Primacy 4',
      'MI-PR4-205',
      'Michelin',
      '205/55 R16',
      '12 items',
      'EGP 1,850.5',
      'Available',
      'Show',
    ],
  },
  ar: {
    headers: [
      'رقم المنتج',
      'اسم المنتج',
      'رمز المنتج (SKU)',
      'ماركة الإطار',
      'المقاس',
      'الكمية المتاحة',
      'السعر',
      'الحالة',
      'صفحة المنتج',
    ],
    row: ['41', 'بريماسي 4', 'MI-PR4-205', 'ميشلان', '205/55 R16', '12 قطعة', '1,850.5 ج.م.', 'متاح', 'عرض'],
  },
} as const;

/** A cell's text as read: without the invisible direction marks Intl puts around Arabic amounts. */
const read = (element: Element) =>
  element
    .textContent!.replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe.each(['en', 'ar'] as const)('the tire list’s columns (%s)', (lang) => {
  it('come from x-list in the schema’s order, with translated headers and formatted values', async () => {
    renderInDashboard(<TireList />, { lang, resource: 'tires', records });
    // The brand's name comes from its reference list, read beside the rows.
    await screen.findByText(records['tire-brands'][0].name[lang]);
    const [header, row] = screen.getAllByRole('row', ALL);
    const headers = within(header).getAllByRole('columnheader', ALL);
    expect(headers.map(read)).toEqual([...LIST[lang].headers]);
    const cells = within(row).getAllByRole('cell', ALL).map(read);
    expect(cells).toEqual([...LIST[lang].row]);
    expect(cells.join(' ')).not.toMatch(/[٠-٩]/);
    // A size has no one order: its header alone offers no sorting.
    const sortable = headers.filter((h) => within(h).queryByRole('button', ALL));
    expect(sortable.map(read)).toEqual(LIST[lang].headers.filter((_, i) => i !== 4 && i !== 8));
  });
});
