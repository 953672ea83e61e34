import Checkbox from '@mui/material/Checkbox';
import { useDataTableCallbacksContext, useDataTableSelectedIdsContext, useRecordContext } from 'ra-core';
import { memo, useCallback, type MouseEvent } from 'react';
import { DataTableClasses, useTranslate } from 'react-admin';

/**
 * react-admin's row checkbox (ra-ui-materialui's `SelectRowCheckbox`, swapped in by vite.config.ts)
 * with its name on the input. react-admin passes `aria-label` to MUI's Checkbox, which in MUI 9
 * puts it on the wrapping span: the checkbox had no name and the span an attribute it may not
 * carry (axe: label, aria-prohibited-attr). Otherwise the same.
 */
export const SelectRowCheckbox = memo(() => {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) throw new Error('SelectRowTableCell can only be used within a RecordContext');
  const selectable = !isRowSelectable || isRowSelectable(record);
  const toggle = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (!selectable || !handleToggleItem) return;
      handleToggleItem(record.id, event);
      event.stopPropagation();
    },
    [record.id, handleToggleItem, selectable],
  );
  return (
    <Checkbox
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row', { _: 'Select this row' }) } }}
      color="primary"
      className={`select-item ${DataTableClasses.checkbox}`}
      checked={selectable && Boolean(selectedIds?.includes(record.id))}
      onClick={toggle}
      disabled={!selectable}
    />
  );
});
SelectRowCheckbox.displayName = 'SelectRowTableCell';
