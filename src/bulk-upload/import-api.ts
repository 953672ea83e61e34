import type { ProductResource } from '../../schemas';
import { apiFetch, HttpError } from '../providers/httpClient';
import type { References } from './cells';
import { KNOWN_SKUS_PER_REQUEST } from '../../schemas/imports';
import type { ReferenceKind } from '../../schemas/references';

export type RowOutcome = 'created' | 'updated' | 'unchanged' | 'failed';
export type RowResult = { row: number; outcome: RowOutcome; id?: number; errors?: Record<string, string> };
export type ImportCounts = Record<RowOutcome, number>;
export type ImportRecord = {
  id: string;
  resource: ProductResource;
  fileName: string;
  createdAt: string;
  finishedAt: string | null;
  status: 'running' | 'done' | 'cancelled';
  counts: ImportCounts;
};

const post = async (path: string, body: unknown) =>
  (await apiFetch(path, { method: 'POST', body: JSON.stringify(body) })).json;

/** Every item of the reference lists the columns use (a list may run over one page). */
export const fetchReferences = async (kinds: ReferenceKind[]): Promise<References> => {
  const lists = await Promise.all(
    [...new Set(kinds)].map(async (kind) => {
      const items: References[ReferenceKind] & object = [];
      for (let start = 0; ; start += 500) {
        const { json, headers } = await apiFetch(
          `/${kind}?range=${encodeURIComponent(`[${start},${start + 499}]`)}`,
        );
        items.push(...(json as typeof items));
        const total = Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? 0);
        if (items.length >= total || !(json as unknown[]).length) break;
      }
      return [kind, items] as const;
    }),
  );
  return Object.fromEntries(lists);
};

/** Which of these SKUs the vendor already has, asked a few thousand at a time, the parts side by side. */
export const fetchKnownSkus = async (resource: ProductResource, skus: string[]) => {
  const parts: string[][] = [];
  for (let i = 0; i < skus.length; i += KNOWN_SKUS_PER_REQUEST)
    parts.push(skus.slice(i, i + KNOWN_SKUS_PER_REQUEST));
  const answers = await Promise.all(
    parts.map(
      (part) => post('/imports/known-skus', { resource, skus: part }) as Promise<{ known: string[] }>,
    ),
  );
  return answers.flatMap((a) => a.known);
};

export const startImport = (body: {
  id: string;
  resource: ProductResource;
  fileName: string;
  rows: number;
}) => post('/imports', body) as Promise<ImportRecord>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one batch. A lost connection is retried with the same import id and batch number, which
 * the server answers from what it stored, so a retry never saves a row twice.
 */
export const sendBatch = async (
  id: string,
  batch: number,
  rows: { row: number; values: Record<string, unknown> }[],
): Promise<RowResult[]> => {
  for (let attempt = 0; ; attempt++) {
    try {
      const { results } = (await post(`/imports/${id}/batches/${batch}`, { rows })) as {
        results: RowResult[];
      };
      return results;
    } catch (error) {
      const lost = error instanceof HttpError && (error.status === 0 || error.status >= 502);
      if (!lost || attempt >= 4) throw error;
      await pause(500 * 2 ** attempt);
    }
  }
};

export const finishImport = (id: string, status: 'done' | 'cancelled') =>
  post(`/imports/${id}/finish`, { status }) as Promise<ImportRecord>;

export const fetchImport = async (id: string) =>
  (await apiFetch(`/imports/${encodeURIComponent(id)}`)).json as ImportRecord & { report: RowResult[] };
