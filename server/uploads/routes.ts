import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock, SessionStore } from '../accounts/sessions';
import { ApiError, notFound } from '../errors';
import { refusals, type ApiPlugin } from '../http/contract';
import { fileTypeByMime } from './file-type';
import { attachmentHeader } from './file-name';
import { allowedMimes, isUploadKind, MAX_UPLOAD_BYTES, maxBytesOf, type UploadKind } from './kinds';
import { receiveFile, type ReceivedFile } from './receive-file';
import type { UploadStorage } from './storage';
import type { UploadStore } from './store';
import { toUploadError, uploadErrors } from './upload-errors';
import { UPLOAD_ID, uploadUrl } from './upload-id';

type Options = { uploads: UploadStore; sessions: SessionStore; storage: UploadStorage; now: Clock };

const uploaded = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'url', 'kind', 'mime', 'size', 'name'],
  properties: {
    id: { type: 'string' },
    url: { type: 'string', description: 'Goes straight into a product’s `images` or a profile field' },
    kind: { type: 'string', enum: ['image', 'document'] },
    mime: { type: 'string' },
    size: { type: 'integer' },
    name: { type: 'string', description: 'The client’s file name, cleaned for display' },
  },
} as const;

/** The multipart body, for the contract only: the route reads the stream itself. */
const uploadBody = {
  type: 'object',
  required: ['kind', 'file'],
  properties: {
    kind: { type: 'string', enum: ['image', 'document'] },
    file: { type: 'string', format: 'binary' },
  },
} as const;

const IMAGE_CACHE = 'public, max-age=31536000, immutable';
const DOCUMENT_CACHE = 'private, no-store';

/** The vendor behind the request's bearer token, for the one public route that has owner-only rows. */
const sessionVendorId = async (request: FastifyRequest, sessions: SessionStore) => {
  const match = /^Bearer ([^\s]+)$/.exec(request.headers.authorization ?? '');
  const session = match ? await sessions.resolve(match[1]) : null;
  return session?.vendorId ?? null;
};

/**
 * POST /uploads takes one file and its `kind`, checks the type by its bytes and the size as it
 * streams, stores it under a server-made id and records it. GET /uploads/:id serves it back as an
 * attachment: images to anyone (customers' <img> tags send no token), documents only to their owner.
 */
export const uploadRoutes: ApiPlugin<Options> = async (app, opts) => {
  // Registered here so only this route accepts multipart. One byte over the largest limit lets
  // our own counter, which knows the kind, answer first; the parser's stop is the backstop.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: 1,
      fields: 1,
      parts: 2,
      fieldNameSize: 100,
      fieldSize: 100,
      headerPairs: 20,
    },
  });

  app.post(
    '/uploads',
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: { 201: uploaded, ...refusals(413, 415) },
      },
      // Documented, not validated: the parts are read as a stream and checked as they arrive.
      config: { openapiBody: uploadBody },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(415, 'errors.unsupportedMedia');
      let kind: UploadKind | undefined;
      let received: ReceivedFile | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            received = await receiveFile(part, { kind, lang: request.lang, storage: opts.storage });
          } else if (part.fieldname === 'kind' && isUploadKind(part.value)) {
            kind = part.value;
          } else {
            throw uploadErrors.kind();
          }
        }
        if (!received) throw uploadErrors.missing();
        if (!kind) throw uploadErrors.kind();
        // The file may have come before its kind and was then only held to the loosest rules.
        if (!allowedMimes(kind).includes(received.type.mime)) throw uploadErrors.type(kind, request.lang);
        if (received.size > maxBytesOf(kind)) throw uploadErrors.tooLarge(kind);

        await opts.uploads.insert({
          id: received.id,
          vendor_id: request.vendor.id,
          kind,
          mime: received.type.mime,
          size: received.size,
          original_name: received.name,
          created_at: opts.now(),
        });
      } catch (error) {
        // A failed clean-up is logged, not thrown: the client still gets the reason it was refused.
        if (received)
          await opts.storage
            .remove(received.id)
            .catch((e: unknown) => request.log.error({ err: e }, 'upload clean-up'));
        // The rest of a refused body is still on the wire: close the connection after the answer
        // rather than read it or leave it blocking the next request on this socket.
        if (!request.raw.readableEnded) void reply.header('Connection', 'close');
        throw toUploadError(error, kind);
      }

      const { id, type, size, name } = received;
      return reply.status(201).send({ id, url: uploadUrl(id), kind, mime: type.mime, size, name });
    },
  );

  // The API answers `no-store` everywhere (security-headers.ts); a served file sets its own, last.
  const cacheControl = new WeakMap<FastifyRequest, string>();
  const keepCacheControl = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const value = cacheControl.get(request);
    if (value) void reply.header('Cache-Control', value);
    return payload;
  };

  app.get(
    '/uploads/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', maxLength: 100 } },
        },
        response: {
          200: { description: 'The file (JPEG, PNG, WebP or PDF), as an attachment, never inline' },
        },
      },
      config: { public: true },
      onSend: keepCacheControl,
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!UPLOAD_ID.test(id)) throw notFound();
      const row = await opts.uploads.find(id);
      if (!row) throw notFound();
      const isImage = row.kind === 'image';
      // Someone else's document answers exactly like a missing one: nothing to enumerate. A document
      // without an owner yet (uploaded during registration) is served to no one.
      if (!isImage) {
        const viewer = await sessionVendorId(request, opts.sessions);
        if (viewer === null || viewer !== row.vendor_id) throw notFound();
      }
      const stored = await opts.storage.get(id);
      if (!stored) throw notFound();

      cacheControl.set(request, isImage ? IMAGE_CACHE : DOCUMENT_CACHE);
      const ext = fileTypeByMime(row.mime)?.ext ?? id.split('.').pop() ?? 'bin';
      return reply
        .header('Content-Type', row.mime)
        .header('Content-Length', stored.size)
        .header('Content-Disposition', attachmentHeader(id, row.original_name, ext))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', isImage ? 'cross-origin' : 'same-origin')
        .send(stored.body);
    },
  );
};
