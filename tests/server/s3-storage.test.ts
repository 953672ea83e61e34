import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseStorage, readS3Config } from '../../server/uploads/choose-storage';
import { s3Storage } from '../../server/uploads/s3-storage';
import { build } from './helper';
import { fileUpload } from './file-upload';

/** A real S3-protocol server in this process: the SDK talks HTTP to it exactly as to a bucket. */
type S3rverOptions = { address: string; port: number; silent: boolean; directory: string };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-s3rver-'));
const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
const { port } = await s3rver.run();
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const BUCKET = 'mawrid-test';
const PREFIX = 'shop/uploads/';
const storage = s3Storage({
  endpoint: `http://127.0.0.1:${port}`,
  bucket: BUCKET,
  region: 'us-east-1',
  prefix: 'shop/uploads',
  // s3rver's fixed keys; it checks every request's signature against them.
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
await storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));

/** The S3 operations the storage sent, by name: s3rver keeps no record of aborted multipart uploads. */
const sent: string[] = [];
storage.client.middlewareStack.add(
  (next, context) => (args) => {
    sent.push(String(context.commandName).replace(/Command$/, ''));
    return next(args);
  },
  { step: 'initialize' },
);

/** Every object in the bucket: what a failed upload must not add to. */
const objects = async () => {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key).sort();
};
const bytesOf = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};
const MB = 1024 * 1024;
const random = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919) % 251));

/** A body that yields `before` bytes in 64 KiB chunks, then fails with `error`. */
const failingAfter = (before: number, error: Error) =>
  Readable.from(
    (async function* () {
      for (let sent = 0; sent < before; sent += 64 * 1024)
        yield Buffer.alloc(Math.min(64 * 1024, before - sent), 1);
      throw error;
    })(),
  );

describe('s3Storage: the UploadStorage contract over the real SDK', () => {
  it('puts, gets with its size, and removes, under the prefix', async () => {
    const data = Buffer.from('%PDF-1.7 a small document\n');
    await storage.put('doc-1.pdf', Readable.from([data]));
    expect(await objects()).toContain(`${PREFIX}doc-1.pdf`);

    const got = await storage.get('doc-1.pdf');
    expect(got?.size).toBe(data.length);
    expect(await bytesOf(got!.body)).toEqual(data);

    await storage.remove('doc-1.pdf');
    expect(await storage.get('doc-1.pdf')).toBeNull();
    expect(await objects()).not.toContain(`${PREFIX}doc-1.pdf`);
  });

  it('streams a body of unknown length larger than one part (multipart) intact', async () => {
    const data = random(7 * MB + 123);
    // Many small chunks and no length: the storage cannot know the size in advance.
    const chunks = Array.from({ length: Math.ceil(data.length / 100_000) }, (_, i) =>
      data.subarray(i * 100_000, (i + 1) * 100_000),
    );
    await storage.put('big_one.png', Readable.from(chunks));
    const got = await storage.get('big_one.png');
    expect(got?.size).toBe(data.length);
    expect((await bytesOf(got!.body)).equals(data)).toBe(true);
    await storage.remove('big_one.png');
  });

  it('answers null for a missing key, and removing one is fine', async () => {
    expect(await storage.get('never-stored.png')).toBeNull();
    await expect(storage.remove('never-stored.png')).resolves.toBeUndefined();
  });

  it('leaves nothing when the body fails before the first part is complete, and throws its error', async () => {
    const listed = await objects();
    const failure = new Error('client went away');
    sent.length = 0;
    await expect(storage.put('half.png', failingAfter(100 * 1024, failure))).rejects.toBe(failure);
    // Nothing had been sent but the clean-up of the key.
    expect(sent).not.toContain('PutObject');
    expect(sent).not.toContain('CreateMultipartUpload');
    expect(await storage.get('half.png')).toBeNull();
    expect(await objects()).toEqual(listed);
  });

  it('aborts the multipart upload when the body fails after a part was uploaded', async () => {
    const listed = await objects();
    const failure = new Error('too large');
    sent.length = 0;
    await expect(storage.put('half.png', failingAfter(6 * MB, failure))).rejects.toBe(failure);
    expect(sent).toContain('CreateMultipartUpload');
    expect(sent).toContain('UploadPart');
    expect(sent).toContain('AbortMultipartUpload');
    expect(sent).not.toContain('CompleteMultipartUpload');
    expect(await storage.get('half.png')).toBeNull();
    expect(await objects()).toEqual(listed);
  });

  it.each(['../escape.png', 'a/b.png', '', 'x.PNG', `${'a'.repeat(65)}.png`, 'name.png/'])(
    'refuses the key %j on every call',
    async (key) => {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        'invalid storage key',
      );
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
      await expect(storage.remove(key)).rejects.toThrow('invalid storage key');
    },
  );

  it('refuses a prefix that climbs out of its folder', () => {
    expect(() => s3Storage({ bucket: BUCKET, region: 'us-east-1', prefix: 'a/../b' })).toThrow(/S3_PREFIX/);
  });
});

describe('readS3Config and chooseStorage', () => {
  it('chooses the disk without S3_BUCKET and the bucket with it', async () => {
    expect(readS3Config({})).toBeUndefined();
    expect(readS3Config({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual({
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      prefix: undefined,
      forcePathStyle: true,
    });
    expect(readS3Config({ S3_BUCKET: 'uploads', S3_REGION: 'eu-central-1', S3_PREFIX: 'm/' })).toEqual({
      bucket: 'uploads',
      endpoint: undefined,
      region: 'eu-central-1',
      prefix: 'm/',
      forcePathStyle: false,
    });
    const disk = await chooseStorage({ uploadsDir: dir });
    expect('client' in disk).toBe(false);
    const bucket = await chooseStorage({ uploadsDir: dir, s3: { bucket: 'uploads', region: 'us-east-1' } });
    expect('client' in bucket).toBe(true);
    await expect(
      chooseStorage({ uploadsDir: dir, s3: { bucket: 'uploads', region: 'us-east-1', prefix: '../up' } }),
    ).rejects.toThrow(/S3_PREFIX/);
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /without S3_BUCKET/],
    [{ S3_BUCKET: 'My_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must/],
    [{ S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000/uploads' }, /address only/],
    [{ S3_BUCKET: 'uploads', S3_REGION: 'Frankfurt am Main' }, /S3_REGION/],
    [{ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE/],
    [
      { S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' },
      /domain name/,
    ],
  ])('refuses %j at start with a clear message', (env, message) => {
    expect(() => readS3Config(env)).toThrow(message);
  });
});

describe('the upload routes over S3', async () => {
  const t = await build({ uploadStorage: storage });
  const tires = await t.login('tires');
  const parts = await t.login('parts');

  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

  const upload = (kind: string, data: Buffer, filename: string, token = tires) => {
    return t.call({ ...fileUpload(kind, data, filename), token });
  };
  const download = (id: string, token?: string) =>
    t.call({ method: 'GET', url: `/api/v1/uploads/${id}`, token });

  it('stores a vendor document in the bucket and serves it to its owner only', async () => {
    const res = await upload('document', PDF, 'licence.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(await objects()).toContain(`${PREFIX}${id}`);

    const mine = await download(id, tires);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-length']).toBe(String(PDF.length));
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store');

    const other = await download(id, parts);
    expect(other.statusCode).toBe(404);
    expect(other.rawPayload.includes(PDF)).toBe(false);
    expect((await download(id)).statusCode).toBe(404);
  });

  it('stores a product image and serves it to anyone, as an attachment', async () => {
    const res = await upload('image', PNG, 'tire.png');
    expect(res.statusCode, res.body).toBe(201);
    const { id, url } = res.json();
    const stored = await storage.get(id);
    expect(await bytesOf(stored!.body)).toEqual(PNG);

    const anyone = await t.call({ method: 'GET', url });
    expect(anyone.statusCode).toBe(200);
    expect(anyone.rawPayload.equals(PNG)).toBe(true);
    expect(anyone.headers['x-content-type-options']).toBe('nosniff');
    expect(anyone.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses a file over the limit with 413 and leaves nothing in the bucket', async () => {
    const before = await objects();
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(5 * MB + 1 - PNG.length, 0x20)]);
    const res = await upload('image', tooLarge, 'huge.png');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe('The file is larger than 5 MB.');
    expect(await objects()).toEqual(before);
  });

  it('answers 404 when the row exists but the object is gone from the bucket', async () => {
    const res = await upload('image', PNG, 'gone.png');
    const { id } = res.json();
    await storage.remove(id);
    const gone = await download(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.rawPayload.includes(PNG)).toBe(false);
  });
});
