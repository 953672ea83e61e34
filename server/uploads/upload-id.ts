import crypto from 'node:crypto';

/**
 * An upload's id is also its storage key and the last part of its URL: 128 random bits in
 * base64url plus the extension of the type found in its bytes. Ids are never reused, so what one
 * URL serves never changes.
 */
export const newUploadId = (ext: string) => `${crypto.randomBytes(16).toString('base64url')}.${ext}`;

/** Anything else is answered 404 before the database or the disk is touched. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp|pdf)$/;

export const uploadUrl = (id: string) => `/api/v1/uploads/${id}`;
