const MB = 1024 * 1024;

/**
 * What each kind of upload may be, for both ends: images are product and profile pictures
 * (public); documents are registration papers such as a company licence or an ID card (owner
 * only). The API checks the bytes; the dashboard checks the same limits before sending.
 */
export const UPLOAD_KINDS = {
  image: { maxMb: 5, mimes: ['image/jpeg', 'image/png', 'image/webp'] },
  document: { maxMb: 10, mimes: ['application/pdf', 'image/jpeg', 'image/png'] },
} as const satisfies Record<string, { maxMb: number; mimes: readonly string[] }>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export const maxBytesOf = (kind: UploadKind) => UPLOAD_KINDS[kind].maxMb * MB;

/** Whether a file the browser picked may be sent as this kind (type as the browser says, and size). */
export const uploadProblem = (kind: UploadKind, file: { type: string; size: number }) => {
  if (!(UPLOAD_KINDS[kind].mimes as readonly string[]).includes(file.type)) return 'type' as const;
  if (file.size > maxBytesOf(kind)) return 'size' as const;
  return null;
};
