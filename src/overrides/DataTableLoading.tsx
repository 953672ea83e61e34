import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTimeout, type RaRecord } from 'ra-core';
import { memo, type ComponentProps } from 'react';
import { DataTableClasses, Placeholder, type DataTable } from 'react-admin';

type DataTableLoadingProps = {
  className?: string;
  expand?: ComponentProps<typeof DataTable<RaRecord>>['expand'];
  hasBulkActions?: boolean;
  nbChildren: number;
  nbFakeLines?: number;
  size?: 'small' | 'medium';
};

const times = <T,>(n: number, draw: (key: number) => T) => Array.from({ length: n }, (_, key) => draw(key));

/**
 * react-admin's stand-in table while a list loads (ra-ui-materialui's `DataTableLoading`, swapped in
 * by vite.config.ts), hidden from screen readers: its header cells were empty and its checkboxes
 * unnamed and focusable (axe: empty-table-header, label) on any list slower than a second. The
 * loading bar's status region says that the page is loading. Otherwise drawn the same, with the
 * checkboxes disabled, since they choose nothing.
 */
export const DataTableLoading = memo(function DataTableLoading({
  className,
  expand,
  hasBulkActions,
  nbChildren,
  nbFakeLines = 5,
  size,
}: DataTableLoadingProps) {
  const oneSecondHasPassed = useTimeout(1000);
  if (!oneSecondHasPassed) return null;
  const checkbox = (
    <TableCell padding="checkbox" className={DataTableClasses.expandIconCell}>
      <Checkbox className="select-all" color="primary" checked={false} disabled />
    </TableCell>
  );
  return (
    <div className={DataTableClasses.root} aria-hidden="true" data-testid="list-loading">
      <Table
        className={[DataTableClasses.table, className].filter(Boolean).join(' ')}
        size={size}
        role="presentation"
      >
        <TableHead>
          <TableRow className={DataTableClasses.row}>
            {expand && <TableCell padding="none" className={DataTableClasses.expandHeader} />}
            {hasBulkActions && checkbox}
            {times(nbChildren, (key) => (
              <TableCell variant="head" className={DataTableClasses.headerCell} key={key}>
                <Placeholder />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {times(nbFakeLines, (row) => (
            <TableRow key={row} style={{ opacity: 1 / (row + 1) }}>
              {expand && (
                <TableCell padding="none" className={DataTableClasses.expandIconCell}>
                  <IconButton
                    className={DataTableClasses.expandIcon}
                    component="div"
                    size="large"
                    tabIndex={-1}
                  >
                    <ExpandMoreIcon />
                  </IconButton>
                </TableCell>
              )}
              {hasBulkActions && checkbox}
              {times(nbChildren, (cell) => (
                <TableCell className={DataTableClasses.rowCell} key={cell}>
                  <Placeholder />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
});
