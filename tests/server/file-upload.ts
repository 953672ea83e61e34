/**
 * `POST /api/v1/uploads`' request for one file of a kind: the multipart body and its content type,
 * to spread into `t.call` with the method, URL and token.
 */
export const fileUpload = (kind: string, data: Buffer, filename: string) => {
  const boundary = `mawrid${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST' as const,
    url: '/api/v1/uploads',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
