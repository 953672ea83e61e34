import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, List, Loading, SimpleList, Title, useListContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { productSchemaFor } from '../../schemas';
import { useLanguage } from '../i18n/LanguageProvider';
import { useCairoTime } from '../i18n/use-cairo-time';
import { Empty } from '../schema-ui/Empty';
import { menuLabel } from '../schema-ui/labels';
import { fetchImport, type ImportRecord } from './import-api';
import { ResultsTable } from './SaveReport';

const typeOf = (resource: string, lang: 'en' | 'ar') => {
  const schema = productSchemaFor(resource);
  return schema ? menuLabel(schema, lang) : resource;
};

const Counts = ({ record }: { record: ImportRecord }) => {
  const { t } = useLanguage();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {(['created', 'updated', 'unchanged', 'failed'] as const).map((k) => (
        <Chip
          key={k}
          size="small"
          variant="outlined"
          label={`${t(`bulk.outcomes.${k}`)}: ${record.counts[k]}`}
        />
      ))}
    </Box>
  );
};

const StatusChip = ({ status }: { status: ImportRecord['status'] }) => {
  const { t } = useLanguage();
  return (
    <Chip
      size="small"
      label={t(`importsPage.status.${status}`)}
      color={status === 'done' ? 'success' : 'default'}
    />
  );
};

const ImportRows = () => {
  const { lang, t } = useLanguage();
  const when = useCairoTime();
  const { total, isPending } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!isPending && total === 0) return <Empty title="importsPage.none" />;
  if (phone)
    return (
      <SimpleList
        linkType={(r) => `/dashboard/imports/${r.id}`}
        primaryText={(r: ImportRecord) => <bdi>{r.fileName}</bdi>}
        secondaryText={(r: ImportRecord) => `${typeOf(r.resource, lang)} · ${when(r.createdAt)}`}
        tertiaryText={(r: ImportRecord) => <StatusChip status={r.status} />}
      />
    );
  return (
    <DataTable rowClick={(id) => `/dashboard/imports/${id}`} bulkActionButtons={false}>
      <DataTable.Col
        source="fileName"
        label={t('importsPage.file')}
        render={(r: ImportRecord) => <bdi>{r.fileName}</bdi>}
      />
      <DataTable.Col
        source="createdAt"
        label={t('importsPage.date')}
        render={(r: ImportRecord) => when(r.createdAt)}
      />
      <DataTable.Col
        source="resource"
        label={t('importsPage.type')}
        disableSort
        render={(r: ImportRecord) => typeOf(r.resource, lang)}
      />
      <DataTable.Col
        label={t('importsPage.counts')}
        disableSort
        render={(r: ImportRecord) => <Counts record={r} />}
      />
      <DataTable.Col
        source="status"
        label={t('importsPage.statusLabel')}
        disableSort
        render={(r: ImportRecord) => <StatusChip status={r.status} />}
      />
    </DataTable>
  );
};

/** `/dashboard/imports`: past spreadsheet uploads, newest first, each leading to its report. */
export const ImportsPage = () => {
  const { t } = useLanguage();
  return (
    <List
      resource="imports"
      title={t('importsPage.title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      <ImportRows />
    </List>
  );
};

/** `/dashboard/imports/{id}`: one upload's report, every row's fate. */
export const ImportReportPage = () => {
  const { id = '' } = useParams();
  const { t, lang } = useLanguage();
  const when = useCairoTime();
  const { data, isPending, error } = useQuery({ queryKey: ['import', id], queryFn: () => fetchImport(id) });
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{t('errors.notFound')}</Alert>;
  return (
    <Box sx={{ maxWidth: 1100, mt: 2, mb: 4, minWidth: 0 }}>
      <Title title={t('importsPage.title')} />
      <Typography variant="h5" component="h1">
        <bdi>{data.fileName}</bdi>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {typeOf(data.resource, lang)} · {when(data.createdAt)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
        <StatusChip status={data.status} />
        <Counts record={data} />
      </Box>
      <ResultsTable results={data.report} label={data.fileName} />
    </Box>
  );
};
