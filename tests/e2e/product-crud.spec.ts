import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, chooseOption, startIn, switchLanguage, TEXT, type Lang, labelled } from './helpers';

/**
 * Adding, viewing, editing and deleting each kind of product through the dashboard, as a vendor
 * does it. The rules (D9): a new product waits "Under Review"; a new price, discount or stock
 * applies at once and keeps the status; any other change sends the product back to review.
 */

test.use({ account: 'tires' });

/** What react-admin and the product pages say, written out so a wrong translation fails. */
const UI = {
  en: {
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    confirm: 'Confirm',
    created: 'Product added. It is now under review.',
    savedLive: 'Saved. The product stays as it was, with the new price and stock.',
    sentForReview: 'Saved. The product is under review.',
    deleted: 'Element deleted',
    underReview: 'Under Review',
    available: 'Available',
    productId: 'Product ID',
    status: 'Status',
    outOfStock: 'Out of Stock',
    reviewOnEdit:
      'Changes to the price, discount price or available quantity apply at once. Any other change sends the product back to review.',
  },
  ar: {
    save: 'حفظ',
    edit: 'تعديل',
    delete: 'حذف',
    confirm: 'تأكيد',
    created: 'تمت إضافة المنتج، وهو الآن قيد المراجعة.',
    savedLive: 'تم الحفظ. بقي المنتج على حاله بالسعر والمخزون الجديدين.',
    sentForReview: 'تم الحفظ، والمنتج قيد المراجعة.',
    deleted: 'تم حذف العنصر',
    underReview: 'قيد المراجعة',
    available: 'متاح',
    productId: 'رقم المنتج',
    status: 'الحالة',
    outOfStock: 'نفد من المخزون',
    reviewOnEdit:
      'تُطبَّق تعديلات السعر والسعر بعد الخصم والكمية المتاحة فورًا، وأي تعديل آخر يعيد المنتج إلى المراجعة.',
  },
} as const;

type Product = {
  id: number;
  name: { en?: string; ar?: string };
  sku: string;
  status: string;
  price: number;
} & Record<string, unknown>;

/** The error red of the light scheme. */
const ERROR_RED = 'rgb(198, 40, 40)';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

/** A field typed into by its label (a required one's ends in "*"), whatever kind of input renders it. */
const field = labelled;

/** The value next to `label` on the product page. */
const detail = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/** The list row that shows `sku`. */
const row = (page: Page, sku: string) => page.getByRole('row').filter({ hasText: sku });

/** An array input (suitable cars): the part of the form under its label. */
const arrayInput = (page: Page, label: string) =>
  page
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();

/**
 * Presses Save, expects the notification that says what happened to the product (`said`: a key of
 * UI) and returns the product the API answered with.
 */
const save = async (
  page: Page,
  lang: Lang,
  resource: string,
  method: 'POST' | 'PUT',
  said: 'created' | 'savedLive' | 'sentForReview' = method === 'POST' ? 'created' : 'sentForReview',
) => {
  const answered = page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(`/api/v1/${resource}`),
  );
  await page.getByRole('button', { name: UI[lang].save, exact: true }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(method === 'POST' ? 201 : 200);
  await expect(page.getByText(UI[lang][said], { exact: true })).toBeVisible();
  return (await response.json()) as Product;
};

/** Opens a product's edit form from its row in the list (a row click edits). */
const editFromList = async (page: Page, resource: string, product: { id: number; sku: string }) => {
  await row(page, product.sku).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${resource}/${product.id}$`));
  await expect(field(page, 'SKU').or(field(page, 'رمز المنتج (SKU)'))).toHaveValue(product.sku);
};

/** Deletes the product open in the edit form, through the confirmation dialog. */
const deleteFromForm = async (page: Page, lang: Lang, resource: string, sku: string) => {
  const t = UI[lang];
  await page.getByRole('button', { name: t.delete, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes(`/api/v1/${resource}/`),
  );
  await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText(t.deleted)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${resource}$`));
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(row(page, sku)).toHaveCount(0);
};

const api = (request: APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: (path: string) => request.get(`/api/v1/${path}`, { headers }),
    put: (path: string, data: unknown) => request.put(`/api/v1/${path}`, { headers, data }),
  };
};

/**
 * After deleting: gone from the API, and its page is the not-found page. That page comes after about
 * 7 s today: the product page's query retries a 404 three times (react-query's default) first.
 */
const expectGone = async (
  page: Page,
  lang: Lang,
  client: Awaited<ReturnType<typeof api>>,
  resource: string,
  id: number,
) => {
  expect((await client.get(`${resource}/${id}`)).status()).toBe(404);
  expect((await client.get(`products/${id}`)).status()).toBe(404);
  await page.goto(`/dashboard/product/${id}`);
  await expect(page.getByText(TEXT[lang].notFound)).toBeVisible({ timeout: 15_000 });
};

test('a tire: add, view, edit and delete it, in Arabic (RTL)', async ({ page, request, sessions }) => {
  // A whole add → edit → view → delete flow with every field of the form: about 20 s here, 7 of them
  // spent waiting for the deleted product's page (see expectGone). Twice the default leaves room.
  test.setTimeout(60_000);
  const t = UI.ar;
  const client = api(request, await sessions.token('tires'));
  const sku = unique('E2E-TIRE');
  const name = 'إطار ميشلان 205/55 R16 – اختبار';
  await startIn(page, 'ar');
  await page.goto('/dashboard/add-tire');
  await expect(page).toHaveURL(/\/dashboard\/add-tire$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // Add.
  await field(page, 'اسم المنتج بالعربية').fill(name);
  await field(page, 'رمز المنتج (SKU)').fill(sku);
  await field(page, 'وصف المنتج بالعربية').fill('إطار صيفي هادئ لسيارات السيدان.');
  await chooseOption(page, 'ماركة الإطار', 'ميشلان');
  await field(page, 'سنة الصنع').fill('2025');
  await chooseOption(page, 'نوع الإطار', 'عادي');
  await field(page, 'العرض').fill('205');
  await field(page, 'الارتفاع').fill('55');
  await field(page, 'قطر الجنط').fill('16');
  await field(page, 'الكمية المتاحة').fill('12');
  // Arabic keyboards type Eastern Arabic digits.
  await field(page, 'السعر').fill('١٥٠٠');
  await field(page, 'السعر بعد الخصم').fill('1400');
  const created = await save(page, 'ar', 'tires', 'POST');
  expect(created).toMatchObject({
    name: { ar: name },
    sku,
    brand: 'michelin',
    year: 2025,
    tireType: 'normal',
    size: { width: 205, length: 55, depth: 16 },
    quantity: 12,
    status: 'under_review',
    price: 1500,
    discountPrice: 1400,
  });
  await expect(page).toHaveURL(/\/dashboard\/tires$/);
  await expect(row(page, sku)).toContainText(name);
  await expect(row(page, sku)).toContainText(t.underReview);

  // Edit the stock and the price only: applied, and still under review (it was never approved).
  await editFromList(page, 'tires', created);
  await expect(field(page, 'السعر')).toHaveValue('1500');
  await field(page, 'السعر').fill('1450');
  await field(page, 'الكمية المتاحة').fill('0');
  expect(await save(page, 'ar', 'tires', 'PUT')).toMatchObject({
    name: { ar: name },
    price: 1450,
    quantity: 0,
    status: 'under_review',
  });
  await expect(page).toHaveURL(/\/dashboard\/tires$/);
  await expect(row(page, sku)).toContainText(t.outOfStock);
  await expect(row(page, sku)).toContainText(t.underReview);

  // Edit the name: saved, under review.
  await editFromList(page, 'tires', created);
  const renamed = 'إطار ميشلان 205/55 R16 – اختبار معدّل';
  await field(page, 'اسم المنتج بالعربية').fill(renamed);
  expect(await save(page, 'ar', 'tires', 'PUT')).toMatchObject({
    name: { ar: renamed },
    status: 'under_review',
  });
  await expect(row(page, sku)).toContainText(renamed);
  await expect(row(page, sku)).toContainText(t.underReview);

  // View.
  await page.goto(`/dashboard/product/${created.id}`);
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(detail(page, t.productId)).toHaveText(String(created.id));
  await expect(detail(page, 'رمز المنتج (SKU)')).toHaveText(sku);
  await expect(detail(page, t.status)).toHaveText(t.underReview);
  await expect(detail(page, 'الكمية المتاحة')).toHaveText(t.outOfStock);
  await expect(detail(page, 'وصف المنتج')).toHaveText('إطار صيفي هادئ لسيارات السيدان.');
  await expect(detail(page, 'ماركة الإطار')).toHaveText('ميشلان');
  await expect(detail(page, 'سنة الصنع')).toHaveText('2025');
  await expect(detail(page, 'نوع الإطار')).toHaveText('عادي');
  await expect(detail(page, 'المقاس')).toContainText('العرض: 205');
  await expect(detail(page, 'المقاس')).toContainText('الارتفاع: 55');
  await expect(detail(page, 'المقاس')).toContainText('قطر الجنط: 16');
  // Prices keep Western digits in Arabic too.
  await expect(detail(page, 'السعر')).toContainText('1,450');
  await expect(detail(page, 'السعر بعد الخصم')).toContainText('1,400');

  // Delete, from the edit form the product page leads to.
  await page.getByRole('link', { name: t.edit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tires/${created.id}$`));
  await deleteFromForm(page, 'ar', 'tires', sku);
  await expectGone(page, 'ar', client, 'tires', created.id);
});

test('a battery with a suitable car: add, view, edit and delete it, in English', async ({
  page,
  request,
  sessions,
}) => {
  // A whole add → edit → view → delete flow with every field of the form: about 20 s here, 7 of them
  // spent waiting for the deleted product's page (see expectGone). Twice the default leaves room.
  test.setTimeout(60_000);
  const t = UI.en;
  const client = api(request, await sessions.token('tires'));
  const sku = unique('E2E-BAT');
  const name = 'Varta Blue Dynamic 60Ah – e2e';
  await startIn(page, 'en');
  await page.goto('/dashboard/add-battery');
  await expect(page).toHaveURL(/\/dashboard\/add-battery$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  // Add, with one suitable car: a brand, then a model from that brand's list.
  await field(page, 'Product name in English').fill(name);
  await field(page, 'SKU').fill(sku);
  await field(page, 'Product description in English').fill('Flooded battery for sedans.');
  await chooseOption(page, 'Battery brand', 'Varta');
  await chooseOption(page, 'Electrical voltage', '60 amps');
  await field(page, 'Size specifications').fill('242 × 175 × 175 mm');
  const cars = arrayInput(page, 'Suitable cars');
  await cars.getByRole('button', { name: 'Add', exact: true }).click();
  // The model list follows the brand of its own row (soft: the rest says more when it fails).
  await expect
    .soft(cars.getByRole('combobox', { name: 'Car model', exact: true }))
    .toBeDisabled({ timeout: 3_000 });
  await chooseOption(page, 'Car brand', 'Toyota', cars);
  await chooseOption(page, 'Car model', 'Corolla', cars);
  await field(cars, 'Model year').fill('2020');
  await field(page, 'Available quantity').fill('5');
  await field(page, 'Price').fill('2100');
  await field(page, 'Discount price').fill('1950');
  const created = await save(page, 'en', 'batteries', 'POST');
  const suitableCars = [{ brand: 'toyota', model: 'toyota-corolla', year: 2020 }];
  expect(created).toMatchObject({
    name: { en: name },
    sku,
    brand: 'varta',
    voltage: 60,
    status: 'under_review',
    quantity: 5,
    price: 2100,
    discountPrice: 1950,
    suitableCars,
  });
  await expect(page).toHaveURL(/\/dashboard\/batteries$/);
  await expect(row(page, sku)).toContainText(name);
  await expect(row(page, sku)).toContainText(t.underReview);

  // View: the suitable car in the language on screen.
  await page.goto(`/dashboard/product/${created.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(detail(page, t.productId)).toHaveText(String(created.id));
  await expect(detail(page, 'SKU')).toHaveText(sku);
  await expect(detail(page, t.status)).toHaveText(t.underReview);
  await expect(detail(page, 'Available quantity')).toHaveText('5 items');
  await expect(detail(page, 'Battery brand')).toHaveText('Varta');
  await expect(detail(page, 'Electrical voltage')).toHaveText('60 amps');
  await expect(detail(page, 'Size specifications')).toHaveText('242 × 175 × 175 mm');
  await expect(detail(page, 'Suitable cars')).toContainText('Toyota');
  await expect(detail(page, 'Suitable cars')).toContainText('Corolla');
  await expect(detail(page, 'Suitable cars')).toContainText('2020');
  await expect(detail(page, 'Price')).toHaveText(/EGP\s2,100/);
  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(detail(page, 'السيارات المناسبة')).toContainText('تويوتا');
  await expect(detail(page, 'السيارات المناسبة')).toContainText('كورولا');
  await expect(detail(page, 'السيارات المناسبة')).not.toContainText('Toyota');
  await switchLanguage(page, 'en');

  // Edit the name: the suitable car is kept, and the battery stays under review.
  await page.getByRole('link', { name: t.edit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/batteries/${created.id}$`));
  await expect(cars.getByRole('combobox', { name: 'Car brand', exact: true })).toHaveValue('Toyota');
  await expect(cars.getByRole('combobox', { name: 'Car model', exact: true })).toHaveValue('Corolla');
  const renamed = 'Varta Blue Dynamic 60Ah – e2e (L2)';
  await field(page, 'Product name in English').fill(renamed);
  expect(await save(page, 'en', 'batteries', 'PUT')).toMatchObject({
    name: { en: renamed },
    status: 'under_review',
    suitableCars,
  });
  await expect(row(page, sku)).toContainText(renamed);
  await expect(row(page, sku)).toContainText(t.underReview);

  // Delete.
  await editFromList(page, 'batteries', created);
  await deleteFromForm(page, 'en', 'batteries', sku);
  await expectGone(page, 'en', client, 'batteries', created.id);
});

test('deleting a product: a red button, and a dialog that names the product once', async ({ page }) => {
  await startIn(page, 'ar');
  await page.goto('/dashboard/tires');
  await page.locator('table tbody tr').first().click();
  await expect(page).toHaveURL(/\/dashboard\/tires\/\d+$/);
  // The name an Arabic reader sees: the Arabic one, else the English one (a product made in English).
  const arabic = labelled(page, 'اسم المنتج بالعربية');
  const english = labelled(page, 'اسم المنتج بالإنجليزية');
  await expect(english.or(arabic).first()).toBeVisible();
  const productName = (await arabic.inputValue()) || (await english.inputValue());
  expect(productName).not.toBe('');
  await expect(page).toHaveTitle(`تعديل ${productName} · مورّد`);

  const remove = page.getByRole('button', { name: 'حذف', exact: true });
  const looks = await remove.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, border: style.borderTopColor, width: style.borderTopWidth };
  });
  expect(looks).toEqual({ color: ERROR_RED, border: expect.stringContaining('198, 40, 40'), width: '1px' });

  await remove.click();
  const dialog = page.getByRole('dialog');
  // The product's name already says what it is: «حذف <الاسم>», never «حذف إطار <الاسم>».
  await expect(dialog.getByRole('heading')).toHaveText(`حذف ${productName}`);
  await expect(dialog).toContainText('سيُحذف المنتج من قائمتك ومن السوق، ولا يمكن التراجع عن ذلك.');
  const confirm = dialog.getByRole('button', { name: 'تأكيد' });
  expect(await confirm.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(ERROR_RED);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('as the car-parts vendor', () => {
  test.use({ account: 'parts' });

  test('a car part: add, view, edit and delete it, in English', async ({ page, request, sessions }) => {
    // A whole add → edit → view → delete flow with every field of the form: about 20 s here, 7 of them
    // spent waiting for the deleted product's page (see expectGone). Twice the default leaves room.
    test.setTimeout(60_000);
    const t = UI.en;
    const client = api(request, await sessions.token('parts'));
    const sku = unique('E2E-PART');
    const name = 'Brake pads – Toyota Corolla e2e';
    await startIn(page, 'en');
    await page.goto('/dashboard/add-car-part');
    await expect(page).toHaveURL(/\/dashboard\/add-car-part$/);

    // Add: car brand then model, category then sub category, and every other field.
    await field(page, 'Product name in English').fill(name);
    await field(page, 'SKU').fill(sku);
    await field(page, 'Product description in English').fill('Ceramic front brake pads.');
    await expect(page.getByRole('combobox', { name: 'Car model', exact: true })).toBeDisabled();
    await chooseOption(page, 'Car brand', 'Toyota');
    await chooseOption(page, 'Car model', 'Corolla');
    await field(page, 'Model year').fill('2018');
    await chooseOption(page, 'Car type', 'Sedan');
    await field(page, 'Engine capacity').fill('1600');
    await chooseOption(page, 'Classification', 'Original');
    await expect(page.getByRole('combobox', { name: 'Sub category', exact: true })).toBeDisabled();
    await chooseOption(page, 'Category', 'Brakes');
    await chooseOption(page, 'Sub category', 'Brake pads');
    await field(page, 'Product type in English').fill('Front brake pads');
    await field(page, 'Weight').fill('1.5');
    await field(page, 'Length').fill('30');
    await field(page, 'Width').fill('15');
    await field(page, 'Height').fill('8');
    await field(page, 'Color in English').fill('Black');
    await field(page, 'Color in Arabic').fill('أسود');
    await field(page, 'Material in Arabic').fill('سيراميك');
    await field(page, 'Available quantity').fill('20');
    await field(page, 'Price').fill('850');
    await field(page, 'Discount price').fill('799.5');
    const created = await save(page, 'en', 'car-parts', 'POST');
    expect(created).toMatchObject({
      name: { en: name },
      sku,
      status: 'under_review',
      carBrand: 'toyota',
      carModel: 'toyota-corolla',
      modelYear: 2018,
      carType: 'sedan',
      engineCapacity: 1600,
      classification: 'original',
      category: 'brakes',
      subCategory: 'brakes-pads',
      productType: { en: 'Front brake pads' },
      weight: 1.5,
      dimensions: { length: 30, width: 15, height: 8 },
      color: { en: 'Black', ar: 'أسود' },
      material: { ar: 'سيراميك' },
      quantity: 20,
      price: 850,
      discountPrice: 799.5,
    });
    await expect(page).toHaveURL(/\/dashboard\/car-parts$/);
    await expect(row(page, sku)).toContainText(name);
    await expect(row(page, sku)).toContainText(t.underReview);

    // Edit the name and the discount: saved, under review; the dependent choices are kept.
    await editFromList(page, 'car-parts', created);
    await expect(page.getByRole('combobox', { name: 'Car model', exact: true })).toHaveValue('Corolla');
    await expect(page.getByRole('combobox', { name: 'Sub category', exact: true })).toHaveValue('Brake pads');
    const renamed = 'Brake pads – Toyota Corolla e2e (front)';
    await field(page, 'Product name in English').fill(renamed);
    await field(page, 'Discount price').fill('780');
    expect(await save(page, 'en', 'car-parts', 'PUT')).toMatchObject({
      name: { en: renamed },
      discountPrice: 780,
      status: 'under_review',
      carModel: 'toyota-corolla',
      subCategory: 'brakes-pads',
    });
    await expect(row(page, sku)).toContainText(renamed);
    await expect(row(page, sku)).toContainText(t.underReview);

    // View: a row of the list of all products opens the product page.
    await page.goto('/dashboard/all-products');
    await row(page, sku).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/product/${created.id}$`));
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(detail(page, t.productId)).toHaveText(String(created.id));
    await expect(detail(page, 'SKU')).toHaveText(sku);
    await expect(detail(page, t.status)).toHaveText(t.underReview);
    await expect(detail(page, 'Available quantity')).toHaveText('20 items');
    await expect(detail(page, 'Car brand')).toHaveText('Toyota');
    await expect(detail(page, 'Car model')).toHaveText('Corolla');
    await expect(detail(page, 'Model year')).toHaveText('2018');
    await expect(detail(page, 'Car type')).toHaveText('Sedan');
    await expect(detail(page, 'Engine capacity')).toHaveText('1600 cc');
    await expect(detail(page, 'Classification')).toHaveText('Original');
    await expect(detail(page, 'Category')).toHaveText('Brakes');
    await expect(detail(page, 'Sub category')).toHaveText('Brake pads');
    await expect(detail(page, 'Product type')).toHaveText('Front brake pads');
    await expect(detail(page, 'Weight')).toHaveText('1.5 kg');
    await expect(detail(page, 'Dimensions')).toContainText('Length: 30 cm');
    await expect(detail(page, 'Dimensions')).toContainText('Width: 15 cm');
    await expect(detail(page, 'Dimensions')).toContainText('Height: 8 cm');
    await expect(detail(page, 'Color')).toHaveText('Black');
    // Written in Arabic only: the English reader sees it as written, marked as Arabic for screen readers.
    await expect(detail(page, 'Material')).toHaveText('سيراميك');
    await expect(detail(page, 'Material').locator('bdi')).toHaveAttribute('lang', 'ar');
    await expect(detail(page, 'Price')).toHaveText(/EGP\s850/);
    await expect(detail(page, 'Discount price')).toHaveText(/EGP\s780/);

    // Delete.
    await page.getByRole('link', { name: t.edit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/car-parts/${created.id}$`));
    await deleteFromForm(page, 'en', 'car-parts', sku);
    await expectGone(page, 'en', client, 'car-parts', created.id);
  });

  test('a product’s name in the reader’s language, and one written in Arabic only reads right to left', async ({
    page,
    request,
    sessions,
  }) => {
    const token = await sessions.token('parts');
    const headers = { Authorization: `Bearer ${token}` };
    const [part] = (await (await request.get('/api/v1/car-parts?range=[0,0]', { headers })).json()) as {
      id: number;
      name: { en: string; ar: string };
    }[];
    await startIn(page, 'ar');
    await page.goto(`/dashboard/product/${part.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name.ar);
    await page.goto('/dashboard/car-parts');
    await expect(page.locator('table tbody tr').first()).toContainText(part.name.ar);

    await switchLanguage(page, 'en');
    await page.goto(`/dashboard/product/${part.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name.en);
    await expect(page).toHaveTitle(`${part.name.en} · Mawrid`);

    // A name the vendor wrote in Arabic only: the English page shows it, in its own direction.
    const stored = (await (await request.get(`/api/v1/car-parts/${part.id}`, { headers })).json()) as Record<
      string,
      unknown
    >;
    const serverFields = ['id', 'type', 'status', 'rejectionReason', 'createdAt', 'updatedAt'];
    const fields = Object.fromEntries(Object.entries(stored).filter(([k]) => !serverFields.includes(k)));
    const arabicOnly = 'فلتر زيت أصلي – اختبار';
    const created = await request.post('/api/v1/car-parts', {
      headers,
      data: { ...fields, sku: `AR-ONLY-${Date.now()}`, name: arabicOnly },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await page.goto(`/dashboard/product/${id}`);
      const heading = page.getByRole('heading', { level: 1, name: arabicOnly });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveAttribute('lang', 'ar');
      expect(await heading.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    } finally {
      await request.delete(`/api/v1/car-parts/${id}`, { headers });
    }
  });
});

const AVAILABLE = [
  { resource: 'tires', account: 'tires' },
  { resource: 'batteries', account: 'tires' },
  { resource: 'car-parts', account: 'parts' },
] as const;

for (const { resource, account } of AVAILABLE) {
  test.describe(() => {
    test.use({ account });

    test(`an approved product (${resource}): a new price keeps it Available, a new name sends it back to review`, async ({
      page,
      request,
      sessions,
    }) => {
      const t = UI.en;
      const client = api(request, await sessions.token(account));
      const [original] = (await (
        await client.get(`${resource}?filter=${JSON.stringify({ status: 'available' })}&range=[0,0]`)
      ).json()) as Product[];
      expect(original, `an available demo product in ${resource}`).toBeTruthy();
      const { id, sku } = original;
      const price = Math.round(original.price) + 100;
      const discountPrice = Math.round(Number(original.discountPrice)) + 50;
      const quantity = Number(original.quantity) + 3;
      try {
        await startIn(page, 'en');
        await page.goto(`/dashboard/${resource}/${id}`);
        await expect(page).toHaveURL(new RegExp(`/dashboard/${resource}/${id}$`));
        await expect(field(page, 'SKU')).toHaveValue(sku);
        await expect(field(page, 'Price')).toHaveValue(String(original.price));
        await expect(page.getByText(t.reviewOnEdit, { exact: true })).toBeVisible();

        // Price, discount and stock only: applied at once, still on sale.
        await field(page, 'Price').fill(String(price));
        await field(page, 'Discount price').fill(String(discountPrice));
        await field(page, 'Available quantity').fill(String(quantity));
        expect(await save(page, 'en', resource, 'PUT', 'savedLive')).toMatchObject({
          name: original.name,
          price,
          discountPrice,
          quantity,
          status: 'available',
        });
        await page.goto(`/dashboard/product/${id}`);
        await expect(detail(page, t.status)).toHaveText(t.available);
        await expect(detail(page, 'Price')).toContainText(price.toLocaleString('en-US'));
        await expect(detail(page, 'Available quantity')).toHaveText(`${quantity} items`);

        // The name: back to review.
        await page.goto(`/dashboard/${resource}/${id}`);
        // In the language it has (an earlier test may have made it in Arabic only), as the page shows it.
        const label = original.name.en ? 'Product name in English' : 'Product name in Arabic';
        const shown = original.name.en ?? original.name.ar!;
        await expect(field(page, label)).toHaveValue(shown);
        await field(page, label).fill(`${shown} (new)`);
        expect(await save(page, 'en', resource, 'PUT')).toMatchObject({ price, status: 'under_review' });
        await page.goto(`/dashboard/product/${id}`);
        await expect(page.getByRole('heading', { name: `${shown} (new)` })).toBeVisible();
        await expect(detail(page, t.status)).toHaveText(t.underReview);
      } finally {
        // Give the demo product its name and price back for the tests after this one (it stays in review).
        const { status: _status, ...fields } = original;
        await client.put(`${resource}/${id}`, fields);
      }
    });
  });
}

test.describe('a vendor only reaches the product pages of its type', () => {
  const cases = [
    {
      account: 'parts',
      other: 'tires',
      resources: ['tires', 'batteries'],
      adds: ['add-tire', 'add-battery'],
    },
    { account: 'tires', other: 'parts', resources: ['car-parts'], adds: ['add-car-part'] },
  ] as const;
  for (const { account, other, resources, adds } of cases) {
    test.describe(() => {
      test.use({ account });

      test(`the ${ACCOUNTS[account].vendorType} gets the not-found page on the list, add and edit pages of ${resources.join(' and ')}`, async ({
        page,
        request,
        sessions,
      }) => {
        // An edit page of a product of the other type (the other vendor's: this one has none).
        const client = api(request, await sessions.token(other));
        const paths: string[] = adds.map((add) => `/dashboard/${add}`);
        for (const resource of resources) {
          const [product] = (await (await client.get(`${resource}?range=[0,0]`)).json()) as Product[];
          paths.push(`/dashboard/${resource}`, `/dashboard/${resource}/${product.id}`);
        }
        await startIn(page, 'en');
        for (const path of paths) {
          await page.goto(path);
          // Soft: every path is checked even when one of them fails.
          await expect.soft(page.getByText(TEXT.en.notFound), path).toBeVisible();
          await expect.soft(page.getByRole('button', { name: 'Save', exact: true }), path).toHaveCount(0);
        }
      });
    });
  }
});
