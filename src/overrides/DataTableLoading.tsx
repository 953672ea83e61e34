import { DataTableLoading as Drawn } from 'mawrid:ra-ui-materialui/DataTableLoading';
import { memo, type ComponentProps } from 'react';

/**
 * react-admin's stand-in table while a list loads (swapped in by vite.config.ts), drawn as it is
 * but out of reach: its header cells are empty and its checkboxes unnamed, focusable and choosing
 * nothing (axe: empty-table-header, label) on any list slower than a second. The loading bar's
 * status region says that the page is loading.
 */
export const DataTableLoading = memo(function DataTableLoading(props: ComponentProps<typeof Drawn>) {
  return (
    <div inert aria-hidden="true" data-testid="list-loading">
      <Drawn {...props} />
    </div>
  );
});
