/** Longest original name kept, in characters; it is for display, never for storage. */
export const MAX_NAME_LENGTH = 200;

/**
 * The client's file name as something safe to show: the last path segment only, without control
 * or invisible formatting characters (bidi overrides turn `gpj.exe` into `exe.jpg` on screen),
 * whitespace collapsed, at most MAX_NAME_LENGTH characters, never splitting a surrogate pair.
 */
export const displayName = (raw: string | undefined): string => {
  const last = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = last
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, MAX_NAME_LENGTH).join('').trim();
};

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the display name, its extension replaced by the one the bytes proved, so a
 * PDF uploaded as `invoice.exe` downloads as `invoice.pdf`. The plain `filename` is the id: ASCII
 * only, for clients that do not read `filename*`.
 */
export const attachmentHeader = (id: string, name: string, ext: string) => {
  const stem = name
    .replace(/\.[^.]*$/, '')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/^[.\s]+/, '');
  const header = `attachment; filename="${id}"`;
  return stem ? `${header}; filename*=UTF-8''${encodeRfc5987(`${stem}.${ext}`)}` : header;
};
