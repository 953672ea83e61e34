import { fireEvent, screen, within } from '@testing-library/react';
import { Form } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { tireSchema } from '../../schemas';
import { preloadInputs } from '../../src/schema-ui/registry';
import { SchemaInputs } from '../../src/schema-ui/SchemaInputs';
import type { SchemaNode } from '../../src/schema-ui/types';
import { ALL, labelOf, loadBothLanguages, renderInDashboard, shown } from './admin';

// The form fetches its inputs' code before it shows (views.tsx): so do these tests.
beforeAll(() => Promise.all([loadBothLanguages(), preloadInputs()]));

/**
 * What a vendor reads on the tire form, written out from the tire schema's `x-label`s: `*` marks a
 * required field, a text in two languages has a box for each (the reader's first), and a group
 * (the size, the images) is named by its legend.
 */
const FORM = {
  en: {
    labels: [
      'Product name in English',
      'Product name in Arabic',
      'SKU *',
      'Product description in English',
      'Product description in Arabic',
      'Tire brand *',
      'Manufacturing year *',
      'Tire type *',
      'Size',
      'Width *',
      'Length *',
      'Depth *',
      'Suitable cars',
      'Available quantity *',
      'Price *',
      'Discount price *',
      'Product images',
    ],
    selects: ['Tire brand *', 'Tire type *'],
    groups: ['Size', 'Suitable cars', 'Product images'],
    hint: 'Write it in Arabic, in English or in both. Readers of the other language see the one you wrote.',
    options: ['Normal', 'Run flat'],
    currency: 'EGP',
  },
  ar: {
    labels: [
      'اسم المنتج بالعربية',
      'اسم المنتج بالإنجليزية',
      'رمز المنتج (SKU) *',
      'وصف المنتج بالعربية',
      'وصف المنتج بالإنجليزية',
      'ماركة الإطار *',
      'سنة الصنع *',
      'نوع الإطار *',
      'المقاس',
      'العرض *',
      'الارتفاع *',
      'قطر الجنط *',
      'السيارات المناسبة',
      'الكمية المتاحة *',
      'السعر *',
      'السعر بعد الخصم *',
      'صور المنتج',
    ],
    selects: ['ماركة الإطار *', 'نوع الإطار *'],
    groups: ['المقاس', 'السيارات المناسبة', 'صور المنتج'],
    hint: 'اكتبه بالعربية أو بالإنجليزية أو بكلتيهما، ويرى قارئ اللغة الأخرى ما كتبته.',
    options: ['عادي', 'رن فلات (يسير بدون هواء)'],
    currency: 'ج.م',
  },
} as const;

const renderTireInputs = (lang: 'en' | 'ar') =>
  renderInDashboard(
    <Form>
      <SchemaInputs node={tireSchema as unknown as SchemaNode} prefix="" />
    </Form>,
    { lang, resource: 'tires' },
  );

const textboxes = () => shown(screen.getAllByRole('textbox', ALL));

/** The labels and legends on the form, in the order it shows them (not the outlines' hidden copies). */
const shownLabels = () =>
  [...document.querySelectorAll('form .MuiFormLabel-root, form fieldset:not([aria-hidden]) > legend')].map(
    (label) => label.textContent!.replace(/\s+/g, ' ').trim(),
  );

describe.each(['en', 'ar'] as const)('the tire form’s inputs (%s)', (lang) => {
  const form = FORM[lang];

  it('are the schema’s fields in its order, each under its translated label, the required ones marked', async () => {
    renderTireInputs(lang);
    await screen.findAllByRole('combobox', ALL);
    expect(shownLabels()).toEqual([...form.labels]);
    // Each label is its input's: the boxes for texts and numbers, and the two choices.
    const others: readonly string[] = [...form.selects, ...form.groups];
    expect(textboxes().map(labelOf)).toEqual(form.labels.filter((l) => !others.includes(l)));
    expect(shown(screen.getAllByRole('combobox', ALL)).map(labelOf)).toEqual([...form.selects]);
    // A text in two languages is required in one of them: a hint under both boxes says so.
    for (const box of textboxes().slice(0, 2))
      expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(form.hint);
  });

  it('offer an enum’s translated options, the size’s parts under its legend, and the price’s currency', async () => {
    renderTireInputs(lang);
    const [, tireType] = await screen.findAllByRole('combobox', ALL);
    const size = screen.getByText(form.groups[0], { selector: 'legend' }).closest('fieldset')!;
    const parts = shown(within(size).getAllByRole('textbox', ALL));
    expect(parts.map((box) => box.getAttribute('name'))).toEqual(['size.width', 'size.length', 'size.depth']);
    expect(parts.map(labelOf)).toEqual(form.labels.slice(9, 12)); // width, length, depth

    const price = textboxes().find((box) => labelOf(box) === form.labels[14])!; // price
    within(price.parentElement!).getByText(form.currency);

    fireEvent.mouseDown(tireType);
    const options = shown(within(await screen.findByRole('listbox', ALL)).getAllByRole('option', ALL));
    expect(options.map((o) => o.textContent)).toEqual([...form.options]);
  });
});
