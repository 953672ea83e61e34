import type { Lang } from '../../schemas';
import type { Translate } from '../../schemas/i18n/translate';
import { languageOf } from '../../schemas/translations';
import type { References } from './cells';
import type { Checked } from './use-checker';
import type { Column } from './columns';
import { buildWorkbook } from './template';
import type { Cell } from './xlsx-writer';

/** Saves bytes or text as a file the browser downloads. */
export const downloadBytes = (data: Uint8Array<ArrayBuffer> | string, name: string) => {
  const type = name.endsWith('.csv')
    ? 'text/csv;charset=utf-8'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

type Context = { columns: Column[]; lang: Lang; t: Translate; references: References };

/**
 * "Rows with errors": the template's format holding only the rows that failed, as the vendor
 * wrote them, the bad cells highlighted and an Errors column saying what to fix.
 */
export const errorRowsFile = (checked: Checked, context: Context) => {
  const rows: Cell[][] = checked.rows
    .filter((r) => r.errors.length)
    .map((r) => {
      const cells: Cell[] = context.columns.map((column) => {
        let at = checked.pathAt.indexOf(column.path);
        // A translatable text given in one column goes back in the column of its language.
        const whole = column.translation ? checked.pathAt.indexOf(column.translation.path) : -1;
        if (at < 0 && whole >= 0 && languageOf(r.cells[whole] ?? '') === column.translation?.lang) at = whole;
        const value = at < 0 ? '' : (r.cells[at] ?? '');
        const bad = r.errors.some((e) => e.path === column.path || column.path.startsWith(`${e.path}.`));
        return bad ? { value, error: true } : value;
      });
      return [...cells, r.errors.map((e) => e.message).join('\n')];
    });
  return buildWorkbook(context, rows, [context.t('bulk.errorColumn')]);
};
