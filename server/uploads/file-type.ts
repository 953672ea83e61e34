/** The types we accept, recognised by their first bytes; the name and the client's type are never trusted. */
export type FileType = { mime: string; ext: string; label: string };

const SIGNATURES: { type: FileType; matches: (head: Buffer) => boolean }[] = [
  {
    type: { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
    matches: (h) => h.length >= 3 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  },
  {
    type: { mime: 'image/png', ext: 'png', label: 'PNG' },
    matches: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: { mime: 'image/webp', ext: 'webp', label: 'WebP' },
    matches: (h) => h.toString('latin1', 0, 4) === 'RIFF' && h.toString('latin1', 8, 12) === 'WEBP',
  },
  {
    type: { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
    matches: (h) => h.toString('latin1', 0, 5) === '%PDF-',
  },
];

/** How many leading bytes detectFileType needs to decide. */
export const SNIFF_BYTES = 12;

export const detectFileType = (head: Buffer): FileType | null =>
  SIGNATURES.find((s) => s.matches(head))?.type ?? null;

export const fileTypeByMime = (mime: string): FileType | undefined =>
  SIGNATURES.find((s) => s.type.mime === mime)?.type;
