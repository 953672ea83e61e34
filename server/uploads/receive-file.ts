import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { Lang } from '../../schemas';
import { detectFileType, SNIFF_BYTES, type FileType } from './file-type';
import { displayName } from './file-name';
import { allowedMimes, MAX_UPLOAD_BYTES, maxBytesOf, type UploadKind } from './kinds';
import type { UploadStorage } from './storage';
import { uploadErrors } from './upload-errors';
import { newUploadId } from './upload-id';

export type ReceivedFile = { id: string; type: FileType; size: number; name: string };

/**
 * Streams one multipart file into storage without holding it in memory. The first bytes decide the
 * type (and so the stored name) before anything is written; every byte is counted, and one byte
 * over the limit fails the stream, which makes the storage drop what it had written.
 * `kind` is undefined when the file arrives before the `kind` field: then every type any kind
 * accepts passes, up to the largest limit, and the caller checks again once the kind is known.
 */
export const receiveFile = async (
  part: MultipartFile,
  options: { kind: UploadKind | undefined; lang: Lang; storage: UploadStorage },
): Promise<ReceivedFile> => {
  const { kind, lang, storage } = options;
  const chunks: AsyncIterator<Buffer> = part.file[Symbol.asyncIterator]();
  try {
    const headChunks: Buffer[] = [];
    let headLength = 0;
    let ended = false;
    while (headLength < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      headChunks.push(next.value);
      headLength += next.value.length;
    }
    const head = Buffer.concat(headChunks);
    if (head.length === 0) throw uploadErrors.empty();
    const type = detectFileType(head);
    if (!type || !allowedMimes(kind).includes(type.mime)) throw uploadErrors.type(kind, lang);

    const maxBytes = kind ? maxBytesOf(kind) : MAX_UPLOAD_BYTES;
    let size = 0;
    const counted = async function* () {
      let chunk: Buffer | undefined = head;
      while (chunk) {
        size += chunk.length;
        if (size > maxBytes) throw uploadErrors.tooLarge(kind);
        yield chunk;
        const next = ended ? undefined : await chunks.next();
        chunk = next && !next.done ? next.value : undefined;
      }
    };
    const id = newUploadId(type.ext);
    await storage.put(id, Readable.from(counted()));
    return { id, type, size, name: displayName(part.filename) };
  } finally {
    // Stops reading a file we refused; the parser then ends the request's parts.
    await chunks.return?.();
  }
};
