import { useCallback, useRef, useState } from 'react';
import type { ProductResource } from '../../schemas';
import { importBatches } from '../../schemas/imports';
import type { CheckedRow } from './check';
import { finishImport, sendBatch, startImport, type RowResult } from './import-api';

export type SaveState =
  | { phase: 'idle' }
  | { phase: 'saving'; done: number; total: number }
  | { phase: 'saved' | 'stopped'; results: RowResult[]; importId: string }
  | { phase: 'failed'; message: string | null; results: RowResult[] };

/**
 * Sends the valid rows in batches under one import id, with progress and a stop button. Stopping
 * lets the batch in flight finish (the server saves a batch whole or not at all) and sends no more.
 */
export const useSaver = (resource: ProductResource) => {
  const [state, setState] = useState<SaveState>({ phase: 'idle' });
  const stopping = useRef(false);

  const save = useCallback(
    async (fileName: string, rows: CheckedRow[]) => {
      stopping.current = false;
      const id = crypto.randomUUID();
      const results: RowResult[] = [];
      setState({ phase: 'saving', done: 0, total: rows.length });
      try {
        await startImport({ id, resource, fileName, rows: rows.length });
        const batches = importBatches(rows.map((r) => ({ row: r.row, values: r.values })));
        for (const [i, chunk] of batches.entries()) {
          if (stopping.current) break;
          results.push(...(await sendBatch(id, i + 1, chunk)));
          setState({ phase: 'saving', done: results.length, total: rows.length });
        }
        const stopped = stopping.current && results.length < rows.length;
        await finishImport(id, stopped ? 'cancelled' : 'done');
        setState({ phase: stopped ? 'stopped' : 'saved', results, importId: id });
      } catch (error) {
        const message = (error as { body?: { message?: string } | null }).body?.message ?? null;
        setState({ phase: 'failed', message, results });
      }
    },
    [resource],
  );

  const stop = useCallback(() => {
    stopping.current = true;
  }, []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, save, stop, reset };
};
