import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type UploadStorage } from './storage';

export type S3StorageOptions = {
  /** An S3-compatible service (MinIO, R2, Spaces…); AWS itself when absent. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Keys live under this folder of the bucket, e.g. `mawrid/uploads/`. */
  prefix?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most self-hosted services need. */
  forcePathStyle?: boolean;
  /** Absent: the SDK's default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: S3ClientConfig['credentials'];
};

/** 5 MiB, the smallest part S3 accepts: an upload of the largest kind is one or two parts. */
const PART_BYTES = 5 * 1024 * 1024;

/** `a/b` and `a/b/` both mean the folder `a/b/`; no leading slash, no `..` segment. */
export const normalizePrefix = (prefix: string | undefined) => {
  const trimmed = (prefix ?? '').replace(/^\/+/, '').replace(/\/+$/, '');
  if (!trimmed) return '';
  if (trimmed.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw new Error(`S3_PREFIX must be a folder such as "mawrid/uploads", not "${prefix}".`);
  return `${trimmed}/`;
};

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));

/**
 * Objects in one bucket (under an optional prefix), named by their key. A put streams the body in
 * parts without knowing its length; when the body fails, a started multipart upload is aborted and
 * the key is deleted in case the object was completed anyway, so a failed upload leaves nothing,
 * and the body's own error is what the caller sees (the routes answer from it: too large, etc.).
 */
export const s3Storage = (options: S3StorageOptions): UploadStorage & { client: S3Client } => {
  const prefix = normalizePrefix(options.prefix);
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials: options.credentials,
    // Other services than AWS do not all take the SDK's newer checksums of streamed bodies
    // (aws-chunked with trailing checksums); the older behaviour works everywhere.
    ...(options.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };
  const remove = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };

  return {
    client,

    async put(key, body: Readable) {
      const Key = keyOf(key);
      let bodyError: unknown;
      const onError = (e: unknown) => {
        bodyError ??= e;
      };
      body.on('error', onError);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body },
        partSize: PART_BYTES,
        queueSize: 1,
        // Parts of a failed upload are aborted (the default, said here because it is what we rely on).
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => {});
        await remove(Key).catch(() => {});
        throw bodyError ?? error;
      } finally {
        body.off('error', onError);
      }
    },

    async get(key) {
      let answer;
      try {
        answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const body = answer.Body as Readable | undefined;
      if (!body) return null;
      return { body, size: answer.ContentLength ?? 0 };
    },

    async remove(key) {
      // DeleteObject answers 204 for a missing key too.
      await remove(keyOf(key));
    },
  };
};
