import { expect, test } from './fixtures';
import { startIn } from './helpers';

test.use({ account: 'tires' });

// A 1×1 PNG: small enough to inline, real enough for the server's content check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('product images upload with a preview, are refused when they are not images, and show on the product page', async ({
  page,
  request,
  sessions,
}) => {
  const token = await sessions.token('tires');
  const auth = { Authorization: `Bearer ${token}` };
  const [tire] = (await (await request.get('/api/v1/tires?range=[0,0]', { headers: auth })).json()) as {
    id: number;
    images?: string[];
  }[];
  const before = tire.images?.length ?? 0;

  await startIn(page, 'en');
  await page.goto(`/dashboard/tires/${tire.id}`);
  await expect(page.getByRole('button', { name: 'Add images' })).toBeVisible();
  const picker = page.locator('input[type=file]');

  // A text file with an image's name: the browser trusts the name, the server reads the content.
  await picker.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>hi</html>'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Could not upload “photo.png”' })).toBeVisible();

  // From the keyboard, the button takes the focus, and Space or Enter opens the file picker.
  const add = page.getByRole('button', { name: 'Add images' });
  const pick = async (key: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    // Listening first: Playwright starts catching the browser's pickers with its first listener.
    const chooser = page.waitForEvent('filechooser');
    await add.focus();
    await expect(add).toBeFocused();
    await page.keyboard.press(key);
    await (await chooser).setFiles(file);
  };

  // Too large is refused before anything is sent.
  await pick('Space', {
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole('alert').filter({ hasText: '“huge.jpg” is larger than 5 MB.' })).toBeVisible();

  await pick('Enter', { name: 'tire.png', mimeType: 'image/png', buffer: PNG });
  const uploaded = page.locator('img[src^="/api/v1/uploads/"]');
  await expect(uploaded).toHaveCount(1);
  const src = await uploaded.getAttribute('src');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The product is under review.')).toBeVisible();

  const stored = (await (await request.get(`/api/v1/tires/${tire.id}`, { headers: auth })).json()) as {
    images: string[];
    status: string;
  };
  expect(stored.images).toHaveLength(before + 1);
  expect(stored.images).toContain(src);
  expect(stored.status).toBe('under_review');

  await page.goto(`/dashboard/product/${tire.id}`);
  const shown = page.locator(`img[src="${src}"]`);
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
