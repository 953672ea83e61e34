import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang, ProductResource } from '../../schemas';
import type { ReferenceKind } from '../../schemas/references';
import type { CheckResult } from './check';
import type { Column } from './columns';
import { fetchKnownSkus, fetchReferences } from './import-api';
import type { ReadProblem, WorkerRequest, WorkerResponse } from './protocol';
import type { References } from './cells';

const newWorker = () => new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });

/** How long the worker may read and check one file before it is stopped. */
export const CHECK_TIME_LIMIT_MS = 60_000;

export type Checked = Extract<CheckResult, { ok: true }>;
export type CheckState =
  | { phase: 'idle' }
  | { phase: 'working'; step: 'reading' | 'checking'; done: number; total: number }
  | { phase: 'problem'; problem: ReadProblem | 'timeout' | 'network'; missing?: string[] }
  | { phase: 'checked'; result: Checked; references: References };

/**
 * Reads and checks a file in a Web Worker (never on the main thread), asking the server in between
 * which SKUs are already in the catalogue. A worker past its time limit is stopped.
 */
export const useChecker = (resource: ProductResource, columns: Column[], lang: Lang) => {
  const [state, setState] = useState<CheckState>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);
  // Made while the vendor picks a file: the worker's code loaded, the reference lists fetched.
  const warm = useRef<Worker | null>(null);
  const lists = useRef<Promise<References> | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => {
    warm.current = newWorker();
    return () => {
      stop();
      warm.current?.terminate();
      warm.current = null;
    };
  }, [stop]);
  const referencesOf = useCallback(() => {
    const kinds = columns.flatMap((c) => (c.reference ? [c.reference as ReferenceKind] : []));
    lists.current ??= fetchReferences(kinds);
    // A failed fetch is asked again next time.
    lists.current.catch(() => (lists.current = null));
    return lists.current;
  }, [columns]);
  useEffect(() => void referencesOf().catch(() => {}), [referencesOf]);

  const check = useCallback(
    (file: File) => {
      stop();
      const w = warm.current ?? newWorker();
      warm.current = null;
      worker.current = w;
      setState({ phase: 'working', step: 'reading', done: 0, total: 1 });
      const timer = setTimeout(() => {
        stop();
        setState({ phase: 'problem', problem: 'timeout' });
      }, CHECK_TIME_LIMIT_MS);
      const ask = (request: WorkerRequest) => w.postMessage(request);
      let references: References = {};
      const parts: Checked['rows'][] = [];
      w.addEventListener('message', async (event: MessageEvent<WorkerResponse>) => {
        const message = event.data;
        if (worker.current !== w) return;
        if (message.type === 'rows') parts.push(message.rows);
        else if (message.type === 'progress')
          setState({ phase: 'working', step: message.phase, done: message.done, total: message.total });
        else if (message.type === 'problem') {
          clearTimeout(timer);
          stop();
          setState({ phase: 'problem', problem: message.problem, missing: message.missing });
        } else if (message.type === 'read') {
          setState({ phase: 'working', step: 'checking', done: 0, total: message.rows });
          try {
            const [refs, known] = await Promise.all([referencesOf(), fetchKnownSkus(resource, message.skus)]);
            references = refs;
            ask({ type: 'check', resource, lang, references, existingSkus: known });
          } catch {
            clearTimeout(timer);
            stop();
            setState({ phase: 'problem', problem: 'network' });
          }
        } else {
          clearTimeout(timer);
          stop();
          setState({ phase: 'checked', result: { ...message.result, rows: parts.flat() }, references });
        }
      });
      w.addEventListener('error', () => {
        clearTimeout(timer);
        stop();
        setState({ phase: 'problem', problem: 'unreadable' });
      });
      ask({ type: 'read', file, resource });
    },
    [lang, referencesOf, resource, stop],
  );

  const reset = useCallback(() => {
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  return { state, check, reset };
};
