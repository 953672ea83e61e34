import { maxBytesOf, UPLOAD_KINDS, type UploadKind } from '../../schemas/uploads';
import { fileTypeByMime } from './file-type';

export { maxBytesOf, UPLOAD_KINDS, type UploadKind };

const MB = 1024 * 1024;

export const isUploadKind = (value: unknown): value is UploadKind =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_KINDS, value);

/** The largest file any kind accepts: the parser's own hard stop, whatever the kind turns out to be. */
export const MAX_UPLOAD_MB = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxMb));
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * MB;

const ANY_KIND_MIMES = [...new Set(Object.values(UPLOAD_KINDS).flatMap((k) => k.mimes))];

/** The mime types allowed for a kind, or for any kind while the kind is not known yet. */
export const allowedMimes = (kind: UploadKind | undefined): readonly string[] =>
  kind ? UPLOAD_KINDS[kind].mimes : ANY_KIND_MIMES;

export const allowedLabels = (kind: UploadKind | undefined) =>
  allowedMimes(kind).map((m) => fileTypeByMime(m)?.label ?? m);
