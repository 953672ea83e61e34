import type { Lang, ProductResource } from '../../schemas';
import type { References } from './cells';
import type { CheckedRow, CheckResult } from './check';
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
  /**
   * The checked rows, a part at a time ahead of `checked`: the page takes in each part in a task of
   * its own, where 50,000 rows at once held its main thread for a third of a second.
   */
  | { type: 'rows'; rows: CheckedRow[] }
  /** The check's outcome; its rows came in the `rows` messages before it. */
  | { type: 'checked'; result: Extract<CheckResult, { ok: true }> };
