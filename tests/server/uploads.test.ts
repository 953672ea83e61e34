import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../../schemas/defs';
import { demoDocumentIds } from '../../server/db/seed';
import { build } from './helper';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-uploads-test-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

const t = await build({ uploadsDir });
const tires = await t.login('tires');
const parts = await t.login('parts');

const MB = 1024 * 1024;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest')]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8 and the rest'),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');
/** Bytes that start like `head` and are exactly `size` long. */
const sized = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

/** A multipart body written by hand, so every header (names, types, order) is under the test's control. */
const multipart = (partList: Part[], boundary = `mawrid${Math.random().toString(36).slice(2)}`) => {
  const chunks: Buffer[] = [];
  for (const p of partList) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in p) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n` +
            `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

const upload = (
  partList: Part[],
  { token = tires, lang = 'en' as 'ar' | 'en' }: { token?: string; lang?: 'ar' | 'en' } = {},
) => {
  const { payload, contentType } = multipart(partList);
  return t.call({
    method: 'POST',
    url: '/api/v1/uploads',
    token,
    lang,
    payload,
    headers: { 'content-type': contentType },
  });
};

const file = (data: Buffer, filename = 'photo.png', type = 'image/png') => ({
  name: 'file',
  filename,
  type,
  data,
});
const kind = (value: string) => ({ name: 'kind', value });

/** Everything in the upload folder: stored files and any half-written leftovers. */
const stored = () => fs.readdirSync(uploadsDir).sort();

const download = (id: string, token?: string) =>
  t.call({ method: 'GET', url: `/api/v1/uploads/${id}`, token });

describe('POST /api/v1/uploads: accepted files', () => {
  it.each([
    ['png', PNG, 'image', 'image/png'],
    ['jpeg', JPEG, 'image', 'image/jpeg'],
    ['webp', WEBP, 'image', 'image/webp'],
    ['pdf', PDF, 'document', 'application/pdf'],
    ['jpeg document', JPEG, 'document', 'image/jpeg'],
  ] as const)('stores a %s under a server-made name and records it', async (_, data, kindName, mime) => {
    const res = await upload([kind(kindName), file(data, 'my file.bin', 'application/octet-stream')]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const ext = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' }[
      mime
    ];
    expect(body).toEqual({
      id: expect.stringMatching(new RegExp(`^[A-Za-z0-9_-]{22}\\.${ext}$`)),
      url: `/api/v1/uploads/${body.id}`,
      kind: kindName,
      mime,
      size: data.length,
      name: 'my file.bin',
    });
    expect(body.url).toMatch(new RegExp(imageUrl.pattern));
    expect(fs.readFileSync(path.join(uploadsDir, body.id))).toEqual(data);
    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: kindName, mime, size: data.length, original_name: 'my file.bin' });
    const me = (await t.call({ method: 'GET', url: '/api/v1/auth/me', token: tires })).json();
    expect(row.vendor_id).toBe(me.id);
  });

  it('accepts the file before its kind, and a file of exactly the limit', async () => {
    const res = await upload([file(sized(PNG, 5 * MB)), kind('image')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().size).toBe(5 * MB);
  });

  it('keeps the client name for display only: no path, no control or bidi characters, bounded', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd.png', 'passwd.png'],
      ['invoice\u202Egpj.exe', 'invoicegpj.exe'],
      ['a\u0007b\u200Fc\u2066d.png', 'abcd.png'],
      ['x.php%00.jpg', 'x.php%00.jpg'],
      ['صورة الإطار.png', 'صورة الإطار.png'],
      ['n'.repeat(1000) + '.png', 'n'.repeat(200)],
    ];
    for (const [filename, name] of cases) {
      const res = await upload([kind('image'), file(PNG, filename)]);
      expect(res.statusCode, filename).toBe(201);
      expect(res.json().name, filename).toBe(name);
      expect(res.json().id).not.toContain(filename.slice(0, 4));
    }
  });
});

describe('POST /api/v1/uploads: refused files leave nothing behind', () => {
  const refusals: [string, Part[], number, string][] = [
    ['HTML renamed .jpg', [kind('image'), file(HTML, 'cat.jpg', 'image/jpeg')], 415, 'errors.fileType'],
    ['PDF sent as image/png', [kind('image'), file(PDF, 'scan.png', 'image/png')], 415, 'errors.fileType'],
    [
      'PHP named x.php%00.jpg',
      [kind('image'), file(PHP, 'x.php%00.jpg', 'image/jpeg')],
      415,
      'errors.fileType',
    ],
    ['WebP as a document', [kind('document'), file(WEBP, 'id.webp', 'image/webp')], 415, 'errors.fileType'],
    ['HTML before its kind', [file(HTML, 'cat.jpg', 'image/jpeg'), kind('image')], 415, 'errors.fileType'],
    ['PDF before kind image', [file(PDF, 'a.png', 'image/png'), kind('image')], 415, 'errors.fileType'],
    ['an empty file', [kind('image'), file(Buffer.alloc(0))], 400, 'errors.fileEmpty'],
    ['one byte over 5 MB', [kind('image'), file(sized(PNG, 5 * MB + 1))], 413, 'errors.fileTooLarge'],
    [
      'one byte over 10 MB',
      [kind('document'), file(sized(PDF, 10 * MB + 1), 'a.pdf')],
      413,
      'errors.fileTooLarge',
    ],
    ['over 5 MB before kind', [file(sized(PNG, 5 * MB + 1)), kind('image')], 413, 'errors.fileTooLarge'],
    ['two files', [kind('image'), file(PNG), file(PNG)], 413, 'errors.fileParts'],
    ['an extra field', [kind('image'), kind('image'), file(PNG)], 413, 'errors.fileParts'],
    ['a file and two more parts', [file(PNG), kind('image'), kind('image')], 413, 'errors.fileParts'],
    ['no file', [kind('image')], 400, 'errors.fileMissing'],
    ['no kind', [file(PNG)], 400, 'errors.fileKind'],
    ['an unknown kind', [kind('video'), file(PNG)], 400, 'errors.fileKind'],
    ['an unknown field', [{ name: 'path', value: '../x' }, file(PNG)], 400, 'errors.fileKind'],
    ['a prototype field', [{ name: '__proto__', value: 'x' }, file(PNG)], 400, 'errors.badRequest'],
  ];

  it.each(refusals)('refuses %s', async (_, partList, status, key) => {
    const before = stored();
    const res = await upload(partList);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).not.toBe(key);
    expect(res.json().message).not.toMatch(/FST_|busboy|multipart/i);
    expect(stored()).toEqual(before);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses bodies that are not multipart or are malformed, and needs a session', async () => {
    const json = await t.call({
      method: 'POST',
      url: '/api/v1/uploads',
      token: tires,
      payload: { kind: 'image' },
    });
    expect(json.statusCode).toBe(415);
    const cut = multipart([kind('image'), file(PNG)]);
    const truncated = await t.call({
      method: 'POST',
      url: '/api/v1/uploads',
      token: tires,
      payload: cut.payload.subarray(0, cut.payload.length - 30),
      headers: { 'content-type': cut.contentType },
    });
    expect(truncated.statusCode).toBe(400);
    const noBoundary = await t.call({
      method: 'POST',
      url: '/api/v1/uploads',
      token: tires,
      payload: cut.payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    const { payload, contentType } = multipart([kind('image'), file(PNG)]);
    for (const token of [undefined, 'garbage']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/uploads',
        token,
        payload,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers in the request language, with the limit and the accepted formats', async () => {
    const big = [kind('image'), file(sized(PNG, 5 * MB + 1))];
    expect((await upload(big, { lang: 'en' })).json().message).toBe('The file is larger than 5 MB.');
    expect((await upload(big, { lang: 'ar' })).json().message).toBe('حجم الملف أكبر من 5 ميجابايت.');
    const html = [kind('image'), file(HTML, 'a.jpg', 'image/jpeg')];
    expect((await upload(html, { lang: 'en' })).json().message).toBe(
      'This file format is not accepted. Accepted formats: JPEG, PNG, or WebP.',
    );
    expect((await upload(html, { lang: 'ar' })).json().message).toBe(
      'صيغة الملف غير مقبولة. الصيغ المقبولة: JPEG أو PNG أو WebP.',
    );
    const doc = [kind('document'), file(HTML, 'a.pdf', 'application/pdf')];
    expect((await upload(doc, { lang: 'en' })).json().message).toBe(
      'This file format is not accepted. Accepted formats: PDF, JPEG, or PNG.',
    );
    expect((await upload([kind('image'), file(Buffer.alloc(0))], { lang: 'ar' })).json().message).toBe(
      'الملف فارغ.',
    );
    expect((await upload([kind('image')], { lang: 'ar' })).json().message).toBe('اختر ملفًا لرفعه.');
    expect((await upload([kind('image'), file(PNG), file(PNG)], { lang: 'ar' })).json().message).toBe(
      'أرسل ملفًا واحدًا في كل مرة.',
    );
  });

  it('answers a storage failure with a 500 that names nothing internal', async () => {
    const rows = async () => (await t.db.selectFrom('uploads').select('id').execute()).length;
    const before = await rows();
    const aside = `${uploadsDir}-aside`;
    fs.renameSync(uploadsDir, aside);
    fs.writeFileSync(uploadsDir, 'not a folder');
    try {
      const res = await upload([kind('image'), file(PNG)]);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        errors: {},
        requestId: expect.any(String),
      });
      expect(await rows()).toBe(before);
    } finally {
      fs.rmSync(uploadsDir);
      fs.renameSync(aside, uploadsDir);
    }
  });

  it('leaves no half-written file when the client goes away mid-upload, and keeps answering', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const before = stored();
    const boundary = 'mawridabort';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/v1/uploads HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${tires}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${4 * MB}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(sized(PNG, MB));
    // Wait until the server has started writing the file, then vanish.
    for (let i = 0; i < 100 && !fs.readdirSync(uploadsDir).some((f) => f.endsWith('.part')); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(fs.readdirSync(uploadsDir).some((f) => f.endsWith('.part'))).toBe(true);
    socket.destroy();
    for (let i = 0; i < 100 && stored().length !== before.length; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(stored()).toEqual(before);

    const again = await fetch(`${address}/api/v1/openapi.json`);
    expect(again.status).toBe(200);
  });

  it('answers a much too large upload over real HTTP, then closes that connection', async () => {
    // Still listening from the test before.
    const address = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([sized(PNG, 9 * MB)], { type: 'image/png' }), 'big.png');
    const before = stored();
    const res = await fetch(`${address}/api/v1/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tires}`, lang: 'en' },
      body: form,
    });
    const body = await res.json();
    expect(res.status).toBe(413);
    expect(body.message).toBe('The file is larger than 5 MB.');
    // The unread rest of the body must not hold the socket (or the next request on it) hostage.
    expect(res.headers.get('connection')).toBe('close');
    await expect.poll(stored, { timeout: 5000 }).toEqual(before);
    expect((await fetch(`${address}/api/v1/openapi.json`)).status).toBe(200);
  });
});

describe('GET /api/v1/uploads/:id', () => {
  const put = async (data: Buffer, kindName: string, filename: string, token = tires) => {
    const res = await upload([kind(kindName), file(data, filename)], { token });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; url: string };
  };

  it('serves images to anyone, as attachments with a long immutable cache', async () => {
    const { id, url } = await put(PNG, 'image', 'إطار ميشلان.jpg');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${id}"; filename*=UTF-8''${encodeURIComponent('إطار ميشلان.png')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves documents to their owner only; anyone else gets the same 404 as a missing id', async () => {
    const { id, url } = await put(PDF, 'document', 'licence.exe');
    const own = await download(id, tires);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload).toEqual(PDF);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="${id}"; filename*=UTF-8''licence.pdf`,
    );
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const missing = await download(`${'A'.repeat(22)}.pdf`, tires);
    expect(missing.statusCode).toBe(404);
    for (const token of [parts, undefined, 'garbage', 'x'.repeat(43)]) {
      const res = await download(id, token);
      expect(res.statusCode, String(token)).toBe(404);
      // The same body but for the request's own id.
      expect(res.json()).toEqual({ ...missing.json(), requestId: res.headers['x-request-id'] });
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves a document without an owner (registration) to no one', async () => {
    const { id } = await put(PDF, 'document', 'id-card.pdf');
    await t.db.updateTable('uploads').set({ vendor_id: null }).where('id', '=', id).execute();
    expect((await download(id)).statusCode).toBe(404);
    expect((await download(id, tires)).statusCode).toBe(404);
  });

  it('answers 404 to ids that are not ours without touching the disk', async () => {
    const secret = path.join(path.dirname(uploadsDir), 'mawrid-secret.txt');
    fs.writeFileSync(secret, 'secret');
    // A well-formed name planted in the folder is still unknown without its record.
    const planted = `${'B'.repeat(22)}.png`;
    fs.writeFileSync(path.join(uploadsDir, planted), PNG);
    try {
      for (const id of [
        '..%2Fmawrid-secret.txt',
        '..%2F..%2F..%2Fetc%2Fpasswd',
        '%2E%2E%2Fmawrid-secret.txt',
        '..%5Cmawrid-secret.txt',
        `${'A'.repeat(22)}.exe`,
        `${'A'.repeat(21)}.png`,
        'A'.repeat(22),
        'x'.repeat(90),
        planted,
      ]) {
        const res = await download(id, tires);
        expect(res.statusCode, id).toBe(404);
        expect(res.body).not.toContain('secret');
      }
      // A NUL never reaches a handler: the input guard refuses it (security.md row 33).
      const nul = await download(`${'A'.repeat(22)}.png%00.html`, tires);
      expect(nul.statusCode).toBe(400);
      expect(nul.body).not.toContain('secret');
      // Past the router's parameter length: refused before any handler runs.
      expect((await download('x'.repeat(500), tires)).statusCode).toBe(414);
      const dotted = await t.app.inject({ method: 'GET', url: '/api/v1/uploads/../../package.json' });
      expect(dotted.statusCode).toBe(404);
      expect(dotted.body).not.toContain('mawrid');
    } finally {
      fs.rmSync(secret);
      fs.rmSync(path.join(uploadsDir, planted));
    }
  });

  it('keeps every stored file inside the upload folder under its id', async () => {
    // The demo seed's document rows have no bytes in tests (npm start writes them).
    const demo = new Set(demoDocumentIds());
    const ids = (await t.db.selectFrom('uploads').select('id').execute())
      .map((r) => r.id)
      .filter((id) => !demo.has(id))
      .sort();
    // Eventually: a refused upload of the tests before may still be deleting its hidden `.part`
    // file on a busy machine (the client has its answer by then); a file that stays fails this.
    await expect.poll(stored, { timeout: 5000 }).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}\.(jpg|png|webp|pdf)$/);
  });
});
