import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { productCore } from '../../schemas/defs';
import { useLanguage } from '../i18n/LanguageProvider';
import { Code } from '../schema-ui/fields';

export type TableRow = {
  row: number;
  sku: string;
  name: string;
  status: { label: string; color: 'default' | 'success' | 'info' | 'error' | 'warning' };
  problems: string[];
};

const ROW_HEIGHT = 56;
const GRID = { xs: '64px 1fr', sm: '72px 130px 160px 1fr 2fr' };

const Cell = ({ children, phoneHidden }: { children: ReactNode; phoneHidden?: boolean }) => (
  <Box sx={{ minWidth: 0, overflow: 'hidden', display: phoneHidden ? { xs: 'none', sm: 'block' } : 'block' }}>
    {children}
  </Box>
);

/**
 * The file's rows with their fate and what to fix, virtualised: only the rows on screen are in
 * the page, and only they are made (`rowAt`), so 50,000 rows show and scroll as quickly as 50.
 */
export const RowsTable = <T,>({
  rows,
  rowAt,
  label,
}: {
  rows: readonly T[];
  rowAt: (row: T) => TableRow;
  label: string;
}) => {
  const { t, lang } = useLanguage();
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualiser hands back fresh functions each render; the compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  return (
    <Box
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box
        role="row"
        sx={{
          display: 'grid',
          gridTemplateColumns: GRID,
          gap: 1,
          px: 1.5,
          py: 1,
          bgcolor: 'action.hover',
          fontWeight: 600,
        }}
      >
        <Cell>
          <span role="columnheader">{t('bulk.row')}</span>
        </Cell>
        <Cell phoneHidden>
          <span role="columnheader">{t('bulk.fate')}</span>
        </Cell>
        <Cell phoneHidden>
          <span role="columnheader">{productCore.sku['x-label'][lang]}</span>
        </Cell>
        <Cell phoneHidden>
          <span role="columnheader">{productCore.name['x-label'][lang]}</span>
        </Cell>
        <Cell>
          <span role="columnheader">{t('bulk.problems')}</span>
        </Cell>
      </Box>
      <Box ref={scroller} sx={{ maxHeight: 420, overflow: 'auto' }}>
        <Box sx={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((item) => {
            const r = rowAt(rows[item.index]);
            return (
              <Box
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                data-index={item.index}
                ref={virtual.measureElement}
                sx={{
                  position: 'absolute',
                  top: 0,
                  insetInlineStart: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                  display: 'grid',
                  gridTemplateColumns: GRID,
                  gap: 1,
                  px: 1.5,
                  py: 1,
                  borderTop: 1,
                  borderColor: 'divider',
                  alignItems: 'start',
                }}
              >
                <Cell>
                  <span role="cell">{r.row}</span>
                </Cell>
                <Cell phoneHidden>
                  <span role="cell">
                    <Chip size="small" variant="outlined" color={r.status.color} label={r.status.label} />
                  </span>
                </Cell>
                <Cell phoneHidden>
                  <span role="cell">
                    <Code value={r.sku} />
                  </span>
                </Cell>
                <Cell phoneHidden>
                  <span role="cell" dir="auto">
                    {r.name}
                  </span>
                </Cell>
                <Cell>
                  <Box role="cell">
                    {r.problems.length ? (
                      r.problems.map((p) => (
                        <Typography key={p} variant="body2" color="error">
                          {p}
                        </Typography>
                      ))
                    ) : (
                      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                        {r.status.label}
                      </Typography>
                    )}
                  </Box>
                </Cell>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
};
