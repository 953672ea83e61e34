import net from 'node:net';
import { diskStorage } from './disk-storage';
import type { S3StorageOptions } from './s3-storage';
import type { UploadStorage } from './storage';

export type S3Config = Omit<S3StorageOptions, 'credentials'>;

const DEFAULT_REGION = 'us-east-1';

const yesNo = (name: string, text: string | undefined, fallback: boolean) => {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return fallback;
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw new Error(`${name} must be true or false, not "${text}".`);
};

/**
 * Uploads go to an S3-compatible bucket when S3_BUCKET is set, else to the disk. Credentials are
 * not read here: the SDK's own chain finds AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (or a profile,
 * or the machine's role), so they never sit in the configuration object.
 */
export const readS3Config = (env: NodeJS.ProcessEnv = process.env): S3Config | undefined => {
  const bucket = env.S3_BUCKET?.trim();
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const region = env.S3_REGION?.trim() || undefined;
  if (!bucket) {
    const stray = ['S3_ENDPOINT', 'S3_REGION', 'S3_PREFIX', 'S3_FORCE_PATH_STYLE'].filter((n) =>
      env[n]?.trim(),
    );
    if (stray.length)
      throw new Error(
        `${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to store uploads in S3, or unset them.`,
      );
    return undefined;
  }
  // Bucket names (AWS's rules, which the compatible services follow): no path, no scheme.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      `S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots, hyphens), not "${bucket}".`,
    );
  if (endpoint) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new Error(`S3_ENDPOINT must be a URL such as http://127.0.0.1:9000, not "${endpoint}".`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`S3_ENDPOINT must start with http:// or https://, not "${endpoint}".`);
    if (url.pathname !== '/' || url.search || url.username || url.password)
      throw new Error(
        `S3_ENDPOINT is the service's address only (${url.origin}): put the bucket in S3_BUCKET, a folder in S3_PREFIX and the keys in AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY.`,
      );
  }
  if (region && !/^[a-z0-9-]{2,32}$/.test(region))
    throw new Error(`S3_REGION must be a region name such as eu-central-1, not "${region}".`);
  // Self-hosted services answer at one address for every bucket; AWS prefers the bucket's own host.
  const forcePathStyle = yesNo('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, Boolean(endpoint));
  if (endpoint && !forcePathStyle) {
    const host = new URL(endpoint).hostname;
    // `bucket.127.0.0.1` is no address: an IP or localhost endpoint only works in path style.
    if (net.isIP(host.replace(/^\[|\]$/g, '')) || host === 'localhost')
      throw new Error(
        `S3_FORCE_PATH_STYLE=false needs an endpoint with a domain name (bucket.${host} cannot be reached): leave it unset for ${endpoint}.`,
      );
  }
  return {
    bucket,
    endpoint,
    region: region ?? DEFAULT_REGION,
    // Checked by s3Storage, which every start calls (chooseStorage).
    prefix: env.S3_PREFIX?.trim() || undefined,
    forcePathStyle,
  };
};

/**
 * The uploads' storage for the configuration: the bucket when one is set, else the folder. The
 * AWS SDK (about 25 MB and 200 ms to load) is imported only when a bucket is used.
 */
export const chooseStorage = async (config: {
  s3?: S3Config;
  uploadsDir: string;
}): Promise<UploadStorage> => {
  if (!config.s3) return diskStorage(config.uploadsDir);
  const { s3Storage } = await import('./s3-storage');
  return s3Storage(config.s3);
};

/** For the start-up line: where uploads go. */
export const describeStorage = (config: { s3?: S3Config; uploadsDir: string }) =>
  config.s3
    ? `S3 bucket ${config.s3.bucket}${config.s3.prefix ? `/${config.s3.prefix}` : ''}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`
    : `folder ${config.uploadsDir}`;
