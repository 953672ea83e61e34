import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ChangeEvent } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductSchema } from '../../schemas';
import { textIn } from '../../schemas/translations';
import { useLanguage } from '../i18n/LanguageProvider';
import { columnsFor } from './columns';
import { fetchReferences } from './import-api';
import { RowsTable, type TableRow } from './RowsTable';
import { SaveReport } from './SaveReport';
import { buildCsv, buildWorkbook } from './template';
import type { CheckedRow } from './check';
import { useChecker, type Checked } from './use-checker';
import { useSaver } from './use-saver';
import { downloadBytes, errorRowsFile } from './downloads';
import { FileButton } from '../forms/FileButton';

const pluralLabel = (schema: ProductSchema, lang: 'en' | 'ar') => {
  const forms = schema['x-label'][lang].split('||||').map((s) => s.trim());
  return lang === 'ar' ? forms[0] : (forms[1] ?? forms[0]);
};

/**
 * `/dashboard/bulk-<type>-upload`: the template in the vendor's language, the file read and
 * checked in the browser cell by cell, then saved in batches with progress, a report and the
 * rows with errors to fix and upload again.
 */
export const bulkUploadPage = (schema: ProductSchema) => {
  const resource = schema['x-resource'];
  const columns = columnsFor(schema);
  const referenceKinds = columns.flatMap((c) => (c.reference ? [c.reference] : []));

  const BulkUploadPage = () => {
    const { t, lang } = useLanguage();
    const checker = useChecker(resource, columns, lang);
    const saver = useSaver(resource);
    const [fileName, setFileName] = useState('');
    const [onlyErrors, setOnlyErrors] = useState(false);
    const [preparing, setPreparing] = useState(false);
    const type = pluralLabel(schema, lang);
    const context = (references: Awaited<ReturnType<typeof fetchReferences>>) => ({
      columns,
      lang,
      t,
      references,
    });

    const template = async (kind: 'xlsx' | 'csv') => {
      setPreparing(true);
      try {
        const references = await fetchReferences(referenceKinds);
        const name = `${resource}-template-${lang}`;
        if (kind === 'xlsx') downloadBytes(buildWorkbook(context(references)), `${name}.xlsx`);
        else downloadBytes(buildCsv(context(references)), `${name}.csv`);
      } finally {
        setPreparing(false);
      }
    };

    const choose = (e: ChangeEvent<HTMLInputElement>) => {
      const file = e.target.files?.[0];
      e.target.value = '';
      if (!file) return;
      setFileName(file.name);
      saver.reset();
      checker.check(file);
    };

    const state = checker.state;
    const checked: Checked | null = state.phase === 'checked' ? state.result : null;
    const shown = useMemo(
      () => (checked?.rows ?? []).filter((r) => !onlyErrors || r.errors.length),
      [checked, onlyErrors],
    );
    const tableRow = (r: CheckedRow): TableRow => ({
      row: r.row,
      sku: String(r.values.sku ?? ''),
      name: textIn(r.values.name, lang),
      status: r.errors.length
        ? { label: t('bulk.hasErrors', { smart_count: r.errors.length }), color: 'error' }
        : r.update
          ? { label: t('bulk.willUpdate'), color: 'info' }
          : { label: t('bulk.willCreate'), color: 'success' },
      // Messages name their field ("Price must be a number"); the others get the column's name.
      problems: r.errors.map((e) => (e.message.includes(e.column) ? e.message : `${e.column}: ${e.message}`)),
    });
    const valid = useMemo(() => checked?.rows.filter((r) => !r.errors.length) ?? [], [checked]);
    const byRow = useMemo(() => new Map((checked?.rows ?? []).map((r) => [r.row, r])), [checked]);
    const info = (row: number) => {
      const r = byRow.get(row);
      return r && { sku: String(r.values.sku ?? ''), name: textIn(r.values.name, lang) };
    };
    const saving = saver.state.phase === 'saving';

    return (
      <Box sx={{ maxWidth: 1100, mt: 2, mb: 4, minWidth: 0 }}>
        <Title title={t('bulk.title', { type })} />
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('bulk.title', { type })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('bulk.intro')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void template('xlsx')}
            disabled={preparing}
          >
            {t('bulk.downloadXlsx')}
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={() => void template('csv')} disabled={preparing}>
            {t('bulk.downloadCsv')}
          </Button>
          <Button component={RouterLink} to="/dashboard/imports">
            {t('bulk.history')}
          </Button>
        </Box>

        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <FileButton
              variant="contained"
              startIcon={<UploadIcon />}
              disabled={saving}
              input={{
                accept:
                  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
                onChange: choose,
              }}
            >
              {checked ? t('bulk.chooseAgain') : t('bulk.choose')}
            </FileButton>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {fileName ? <bdi>{fileName}</bdi> : t('bulk.accepts')}
            </Typography>
            {state.phase === 'working' && (
              <Box sx={{ mt: 2 }} role="status">
                <Typography variant="body2">
                  {state.step === 'reading'
                    ? t('bulk.reading')
                    : t('bulk.checking', { done: state.done, total: state.total })}
                </Typography>
                <LinearProgress
                  variant={state.step === 'reading' ? 'indeterminate' : 'determinate'}
                  value={state.total ? (100 * state.done) / state.total : 0}
                  aria-label={t('bulk.reading')}
                />
              </Box>
            )}
            {state.phase === 'problem' && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {state.missing?.length
                  ? t('bulk.problem.missing', { columns: state.missing.join('، ') })
                  : t(`bulk.problem.${state.problem}`)}
              </Alert>
            )}
          </CardContent>
        </Card>

        {checked && state.phase === 'checked' && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} aria-live="polite">
              <Chip
                color="success"
                variant="outlined"
                label={`${t('bulk.counts.created')}: ${checked.counts.created}`}
              />
              <Chip
                color="info"
                variant="outlined"
                label={`${t('bulk.counts.updated')}: ${checked.counts.updated}`}
              />
              <Chip
                color="error"
                variant="outlined"
                label={`${t('bulk.counts.errors')}: ${checked.counts.errors}`}
              />
            </Box>
            {checked.ignored.length > 0 && (
              <Alert severity="info" sx={{ mb: 1.5 }}>
                {t('bulk.ignored', { columns: checked.ignored.join('، ') })}
              </Alert>
            )}
            <FormControlLabel
              control={<Switch checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />}
              label={t('bulk.onlyErrors')}
            />
            <RowsTable rows={shown} rowAt={tableRow} label={fileName} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button
                variant="contained"
                disabled={!valid.length || saving || saver.state.phase === 'saved'}
                onClick={() => void saver.save(fileName, valid)}
              >
                {t('bulk.save', { smart_count: valid.length })}
              </Button>
              {checked.counts.errors > 0 && (
                <Button
                  startIcon={<DownloadIcon />}
                  onClick={() =>
                    downloadBytes(
                      errorRowsFile(checked, context(state.references)),
                      `${resource}-errors.xlsx`,
                    )
                  }
                >
                  {t('bulk.errorRows')}
                </Button>
              )}
            </Box>
          </>
        )}
        <SaveReport state={saver.state} onStop={saver.stop} info={info} />
      </Box>
    );
  };
  return BulkUploadPage;
};
