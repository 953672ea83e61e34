import type { Lang } from '../../schemas';
import { ApiError } from '../errors';
import { allowedLabels, MAX_UPLOAD_MB, UPLOAD_KINDS, type UploadKind } from './kinds';

/** The client-facing reasons an upload is refused, each with its translated message key. */
export const uploadErrors = {
  missing: () => new ApiError(400, 'errors.fileMissing'),
  empty: () => new ApiError(400, 'errors.fileEmpty'),
  kind: () => new ApiError(400, 'errors.fileKind'),
  parts: () => new ApiError(413, 'errors.fileParts'),
  tooLarge: (kind: UploadKind | undefined) =>
    new ApiError(413, 'errors.fileTooLarge', {
      limit: kind ? UPLOAD_KINDS[kind].maxMb : MAX_UPLOAD_MB,
    }),
  /** Names the accepted formats as a list in the reader's language ("PNG, or WebP" / "PNG أو WebP"). */
  type: (kind: UploadKind | undefined, lang: Lang) =>
    new ApiError(415, 'errors.fileType', {
      types: new Intl.ListFormat(lang, { type: 'disjunction' }).format(allowedLabels(kind)),
    }),
};

// What @fastify/busboy throws for a body that is not well-formed multipart.
const MALFORMED = /multipart|boundary|terminated early/i;

/**
 * Turns what the multipart parser throws into our own errors, so the client reads a translated
 * message rather than the plugin's English. Anything unexpected (a full disk, a bug) is passed on
 * unchanged and becomes a logged 500 that says nothing about internals.
 */
export const toUploadError = (error: unknown, kind: UploadKind | undefined): unknown => {
  if (error instanceof ApiError || !(error instanceof Error)) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return uploadErrors.parts();
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadErrors.tooLarge(kind);
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new ApiError(400, 'errors.badRequest');
  }
  if (!('syscall' in error) && MALFORMED.test(error.message)) return new ApiError(400, 'errors.badRequest');
  return error;
};
