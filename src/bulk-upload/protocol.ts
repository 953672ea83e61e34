import type { Lang, ProductResource } from '../../schemas';
import type { References } from './cells';
import type { CheckResult } from './check';
import type { FileProblem } from './read-file';

/** What the page asks the checking worker. */
export type WorkerRequest =
  | { type: 'read'; file: Blob; resource: ProductResource }
  | {
      type: 'check';
      resource: ProductResource;
      lang: Lang;
      references: References;
      existingSkus: string[];
    };

export type ReadProblem = FileProblem | 'noHeader' | 'otherType';

/** What the worker answers. */
export type WorkerResponse =
  | { type: 'progress'; phase: 'reading' | 'checking'; done: number; total: number }
  | { type: 'problem'; problem: ReadProblem; missing?: string[] }
  /** The file is read: the SKUs it names, so the page can ask which are already in the catalogue. */
  | { type: 'read'; skus: string[]; rows: number }
  | { type: 'checked'; result: Extract<CheckResult, { ok: true }> };
