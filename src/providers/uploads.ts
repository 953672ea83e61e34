import { apiFetch } from './httpClient';

export type Upload = { id: string; url: string; kind: string; mime: string; size: number; name: string };

/** Sends one file to the upload endpoint; the server checks its type by content and names it. */
export const uploadFile = async (file: File, kind: 'image' | 'document'): Promise<Upload> => {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  const { json } = await apiFetch('/uploads', { method: 'POST', body });
  return json as Upload;
};
