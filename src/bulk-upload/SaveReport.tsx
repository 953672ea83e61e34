import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';
import type { ImportCounts, RowResult } from './import-api';
import { RowsTable, type TableRow } from './RowsTable';
import type { SaveState } from './use-saver';

export const countOutcomes = (results: RowResult[]): ImportCounts => {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  for (const r of results) counts[r.outcome] += 1;
  return counts;
};

const COLORS = { created: 'success', updated: 'info', unchanged: 'default', failed: 'error' } as const;

/** Each row's fate after saving: created, updated, unchanged, or failed and why. */
type RowInfo = (row: number) => { sku: string; name: string } | undefined;

export const ResultsTable = ({
  results,
  label,
  info,
}: {
  results: RowResult[];
  label: string;
  info?: RowInfo;
}) => {
  const { t } = useLanguage();
  const rowAt = (r: RowResult): TableRow => {
    const about = info?.(r.row);
    return {
      row: r.row,
      sku: about?.sku ?? '',
      name: about?.name ?? '',
      status: { label: t(`bulk.outcomes.${r.outcome}`), color: COLORS[r.outcome] },
      problems: Object.values(r.errors ?? {}),
    };
  };
  return <RowsTable rows={results} rowAt={rowAt} label={label} />;
};

/** Progress while saving (with a stop button), then what happened to every row. */
export const SaveReport = ({
  state,
  onStop,
  info,
}: {
  state: SaveState;
  onStop: () => void;
  info?: RowInfo;
}) => {
  const { t } = useLanguage();
  if (state.phase === 'idle') return null;
  if (state.phase === 'saving')
    return (
      <Box sx={{ mt: 2 }} role="status">
        <Typography variant="body2">{t('bulk.saving', { done: state.done, total: state.total })}</Typography>
        <LinearProgress
          variant="determinate"
          value={(100 * state.done) / Math.max(1, state.total)}
          aria-label={t('bulk.saving', { done: state.done, total: state.total })}
          sx={{ my: 1 }}
        />
        <Button color="error" onClick={onStop}>
          {t('bulk.cancel')}
        </Button>
      </Box>
    );
  const counts = countOutcomes(state.results);
  return (
    <Box sx={{ mt: 2 }}>
      {state.phase === 'failed' ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {state.message ?? t('bulk.problem.network')}
        </Alert>
      ) : (
        <Alert severity={counts.failed ? 'warning' : 'success'} sx={{ mb: 1 }}>
          {state.phase === 'stopped' && `${t('bulk.stopped')} `}
          {t('bulk.saved', counts)}
        </Alert>
      )}
      {state.results.length > 0 && (
        <ResultsTable results={state.results} label={t('bulk.fate')} info={info} />
      )}
      {state.phase !== 'failed' && (
        <Button component={RouterLink} to={`/dashboard/imports/${state.importId}`} sx={{ mt: 1 }}>
          {t('bulk.history')}
        </Button>
      )}
    </Box>
  );
};
